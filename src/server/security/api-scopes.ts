import type { ApiScope } from '@/contracts/api-tokens';
import { compileRoutePattern, type RoutePattern } from './public-routes';

/*
 * The scope every /api/v1/* route needs, declared once beside the route (`apiV1Route` in
 * api/api-v1-route.ts puts it here and in the OpenAPI document's security requirement). The token
 * middleware reads it; a v1 route that declared nothing answers nobody (fail closed), and
 * tests/api/buyer-api-tokens.test.ts walks the route table so it cannot go unnoticed.
 */

type Declared = RoutePattern & { scope: ApiScope };
const declared: Declared[] = [];

export const API_V1_PREFIX = '/api/v1/';

export function declareApiScope(method: string, path: string, scope: ApiScope): void {
  const pattern = compileRoutePattern(method, path.replace(/\{(\w+)\}/g, ':$1'));
  const twin = declared.find((d) => d.method === pattern.method && d.path === pattern.path);
  if (twin && twin.scope !== scope) throw new Error(`${method} ${path} declared twice with different scopes`);
  if (!twin) declared.push({ ...pattern, scope });
}

/** The scope `METHOD path` (a request path) needs, or null when no declaration names it. */
export function declaredApiScope(method: string, path: string): ApiScope | null {
  const m = method === 'HEAD' ? 'GET' : method.toUpperCase();
  return declared.find((d) => d.method === m && d.regex.test(path))?.scope ?? null;
}

export function declaredApiScopes(): readonly { method: string; path: string; scope: ApiScope }[] {
  return declared.map(({ method, path, scope }) => ({ method, path, scope }));
}
