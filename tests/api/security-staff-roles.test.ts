import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { declaredStaffRole, declaredStaffRoutes } from '@/server/security/staff-routes';
import { api, testApp, xsrfHeaders } from '@tests/setup/test-app';
import { createAdminWithSecondFactor, type AdminSession } from '@tests/factories/staff';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

/*
 * Every /api/admin/* route declares its role once (staffRoute), and the declaration holds over the
 * real route list: no token, a buyer, an operator on an admin route and an admin without the second
 * factor are refused on every one. Counted, so an empty walk cannot pass.
 */

function adminRoutes() {
  const seen = new Set<string>();
  return testApp()
    .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/admin/'))
    .map((r) => ({ method: r.method, path: r.path, sample: r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

const bodyFor = (method: string) => (method === 'GET' ? undefined : { reason: 'x', role: 'buyer' });

let buyer: Session;
let operator: Session;
let adminPasswordOnly: Session;
let admin: AdminSession;
beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  adminPasswordOnly = await signIn((await createUser(db, { role: 'admin' })).mobile, GOOD_PASSWORD);
  admin = await createAdminWithSecondFactor(db);
});

describe('staff roles over every /api/admin/* route', () => {
  it('every admin route declares its role, and the OpenAPI document shows it', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const undeclared = routes.filter((r) => declaredStaffRole(r.method, r.sample) === null);
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const doc = (await api('/api/openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    let documented = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/admin/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        expect(op['x-required-role'], `${method} ${path}`).toBe(declaredStaffRole(method.toUpperCase(), path.replace(/\{\w+\}/g, '1')));
        documented++;
      }
    }
    expect(documented).toBe(routes.length);
    // Role changes are the admin's alone.
    expect(declaredStaffRole('POST', '/api/admin/users/7/role')).toBe('admin');
    expect(declaredStaffRoutes().filter((r) => r.role === 'admin').length).toBeGreaterThanOrEqual(1);
  });

  it('no token → 41000x on every admin route', async () => {
    const visitor = await xsrfHeaders();
    let checked = 0;
    for (const route of adminRoutes()) {
      const { res, body } = await send(route.sample, route.method, visitor, bodyFor(route.method));
      expect([410000, 410001, 410002], `${route.method} ${route.path}`).toContain(body.status);
      expect(res.status).toBe(401);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('a buyer → 403000 on every admin route', async () => {
    let checked = 0;
    for (const route of adminRoutes()) {
      const { body } = await send(route.sample, route.method, buyer.headers, bodyFor(route.method));
      expect(body.status, `${route.method} ${route.path}`).toBe(403000);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('an operator → 403000 on every admin-only route, and gets past the role check on the others', async () => {
    let refused = 0;
    let allowed = 0;
    for (const route of adminRoutes()) {
      const { body } = await send(route.sample, route.method, operator.headers, bodyFor(route.method));
      if (declaredStaffRole(route.method, route.sample) === 'admin') {
        expect(body.status, `${route.method} ${route.path}`).toBe(403000);
        refused++;
      } else {
        expect([403000, 403002], `${route.method} ${route.path}`).not.toContain(body.status);
        allowed++;
      }
    }
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(allowed).toBeGreaterThanOrEqual(14);
  });

  it('an admin without the second factor → 403002 on every admin route; with it, past the check', async () => {
    let checked = 0;
    for (const route of adminRoutes()) {
      const before = await send(route.sample, route.method, adminPasswordOnly.headers, bodyFor(route.method));
      expect(before.body.status, `${route.method} ${route.path}`).toBe(403002);
      const after = await send(route.sample, route.method, admin.headers, bodyFor(route.method));
      expect([403000, 403002, 410000, 410001], `${route.method} ${route.path}`).not.toContain(after.body.status);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
