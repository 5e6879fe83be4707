import { createRoute } from '@hono/zod-openapi';
import type { StaffRole } from '@/contracts/staff';
import { declareStaffRoute } from '../security/staff-routes';

type RouteConfig = Parameters<typeof createRoute>[0];

/**
 * `createRoute` for /api/admin/*, with the one declaration of the role it needs: the auth middleware
 * enforces it and the OpenAPI document shows it (`x-required-role`, and in the description).
 */
export function staffRoute<R extends RouteConfig>(role: StaffRole, config: R) {
  if (!config.path.startsWith('/api/admin/'))
    throw new Error(`staffRoute is for /api/admin/*: ${config.path}`);
  declareStaffRoute(config.method, config.path, role);
  const note = `Role: ${role === 'admin' ? 'admin' : 'operator or admin'} (an admin's session must have passed the TOTP second factor).`;
  return createRoute({
    ...config,
    description: config.description ? `${config.description}\n\n${note}` : note,
    'x-required-role': role,
  });
}
