import type { StaffRole } from '@/contracts/staff';
import type { UserRole } from '@/contracts/accounts';
import { compileRoutePattern, type RoutePattern } from './public-routes';

/*
 * The role every /api/admin/* route needs, declared once beside the route (`staffRoute` in
 * api/staff-route.ts puts it here and in the OpenAPI document as `x-required-role`). The auth
 * middleware reads it; a route under /api/admin/ that declared nothing needs `admin` (fail closed),
 * and tests/api/security-staff-roles.test.ts fails until it declares one.
 */

type Declared = RoutePattern & { role: StaffRole };
const declared: Declared[] = [];

/** `/api/admin/users/{id}/role` (OpenAPI form) → the Hono pattern the middleware matches. */
function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export function declareStaffRoute(method: string, path: string, role: StaffRole): void {
  const pattern = compileRoutePattern(method, honoPath(path));
  const twin = declared.find((d) => d.method === pattern.method && d.path === pattern.path);
  if (twin && twin.role !== role) throw new Error(`${method} ${path} declared twice with different roles`);
  if (!twin) declared.push({ ...pattern, role });
}

/** What `METHOD path` (a request path) needs, or null when no declaration names it. */
export function declaredStaffRole(method: string, path: string): StaffRole | null {
  const m = method === 'HEAD' ? 'GET' : method.toUpperCase();
  return declared.find((d) => d.method === m && d.regex.test(path))?.role ?? null;
}

export function declaredStaffRoutes(): readonly { method: string; path: string; role: StaffRole }[] {
  return declared.map(({ method, path, role }) => ({ method, path, role }));
}

const RANK: Record<UserRole, number> = { buyer: 0, operator: 1, admin: 2 };

/** admin can do everything an operator can; a buyer nothing here. */
export function hasStaffRole(role: UserRole, required: StaffRole): boolean {
  return RANK[role] >= RANK[required];
}

export function isStaff(role: UserRole): role is StaffRole {
  return role === 'operator' || role === 'admin';
}

/** Admins must pass the TOTP second factor before anything else (ADR 0062). */
export function needsSecondFactor(role: UserRole): boolean {
  return role === 'admin';
}

/**
 * What a session of a role that needs the second factor may do before it has passed it: read the
 * factor's state, enrol (a first enrolment only: replacing one needs a passed session), pass it with a
 * code or a recovery code, and sign out. Every other route — buyer routes included — answers 403002
 * (the auth middleware), so a route added later is closed to such a session without a word.
 */
export const BEFORE_SECOND_FACTOR_ROUTES: readonly { method: string; path: string }[] = [
  { method: 'GET', path: '/api/staff/second-factor' },
  { method: 'POST', path: '/api/staff/second-factor/enrolment' },
  { method: 'POST', path: '/api/staff/second-factor/enrolment/confirm' },
  { method: 'POST', path: '/api/staff/second-factor/verify' },
  { method: 'POST', path: '/api/logout' },
];

const compiledBefore = BEFORE_SECOND_FACTOR_ROUTES.map((r) => compileRoutePattern(r.method, r.path));

export function allowedBeforeSecondFactor(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method.toUpperCase();
  return compiledBefore.some((r) => r.method === m && r.regex.test(path));
}

/** A session whose user's role needs the second factor and which has not passed it yet. */
export function secondFactorPending(user: { role: UserRole }, session: { secondFactorAt: Date | null }): boolean {
  return needsSecondFactor(user.role) && !session.secondFactorAt;
}
