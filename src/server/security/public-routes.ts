/*
 * The route manifest's public side (default deny): every /api route NOT listed here
 * needs a signed-in session, whoever adds it. Patterns use Hono's syntax (`:param`). HEAD counts as GET.
 * /proxy/amap/ (region picker) lives outside /api and is public too: listed for the record.
 */
export const PUBLIC_ROUTES: readonly { method: string; path: string; why: string }[] = [
  { method: 'GET', path: '/api/cate', why: 'catalogue' },
  { method: 'GET', path: '/api/cate/product', why: 'catalogue' },
  { method: 'GET', path: '/api/products', why: 'catalogue' },
  { method: 'GET', path: '/api/products/:skuCode{(?!trade$)[^\\x2f]+}', why: 'catalogue (not /api/products/trade: trade data needs a session like any private route)' },
  { method: 'GET', path: '/api/products/:skuCode/fits', why: 'catalogue (fitment note)' },
  { method: 'GET', path: '/api/vehicles/years', why: 'vehicle picker' },
  { method: 'GET', path: '/api/vehicles/makes', why: 'vehicle picker' },
  { method: 'GET', path: '/api/vehicles/models', why: 'vehicle picker' },
  { method: 'GET', path: '/api/vehicles/vin/:vin', why: 'VIN lookup' },
  { method: 'GET', path: '/api/openapi.json', why: 'API description' },
  { method: 'GET', path: '/api/docs', why: 'API description' },
  { method: 'GET', path: '/api/docs/buyer', why: "integrators' quick start for the buyer API" },
  { method: 'GET', path: '/proxy/amap', why: 'region picker' },
  { method: 'GET', path: '/proxy/amap/', why: 'region picker' },
  { method: 'GET', path: '/api/xsrf', why: 'anti-forgery cookie before a first change (visitors too)' },
  { method: 'POST', path: '/api/login', why: 'sign-in' },
  { method: 'POST', path: '/api/reg', why: 'registration' },
  { method: 'POST', path: '/api/send/sms', why: 'registration / reset codes' },
  { method: 'POST', path: '/api/reset', why: 'password reset' },
  { method: 'GET', path: '/api/company/invitation', why: 'company invitation link (the token is the proof)' },
  { method: 'POST', path: '/api/company/invitation/code', why: 'company invitation: code to the invited number' },
  { method: 'POST', path: '/api/company/invitation/accept', why: 'company invitation: the invitee creates the account' },
  { method: 'GET', path: '/api/get/level/memo', why: 'membership plans (the upgrade dialog, visitors too)' },
  { method: 'POST', path: '/api/pay/sandbox/:sn', why: "sandbox cashier (the tester's stand-in for a gateway; off unless PAY_PROVIDER=sandbox)" },
  { method: 'POST', path: '/api/pay/notify/sandbox', why: 'payment gateway notification (signed; no session)' },
  { method: 'POST', path: '/api/pay/notify/alipay', why: 'payment gateway notification (signed; no session)' },
];

export type RoutePattern = { method: string; path: string; regex: RegExp };

/** `/api/products/:skuCode` → /^\/api\/products\/[^/]+$/ (also `:id{[0-9]+}` and a trailing `*`). */
export function compileRoutePattern(method: string, path: string): RoutePattern {
  let source = '';
  for (const segment of path.split('/').slice(1)) {
    source += '/';
    if (segment === '*') source += '.*';
    else if (segment.startsWith(':')) {
      const custom = /^:[^{]+\{(.+)\}\??$/.exec(segment);
      source += custom ? `(?:${custom[1]})` : '[^/]+';
    } else source += segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return { method: method.toUpperCase(), path, regex: new RegExp(`^${source || '/'}$`) };
}

const compiledPublic = PUBLIC_ROUTES.map((route) => compileRoutePattern(route.method, route.path));

export function isPublicRoute(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return compiledPublic.some((route) => route.method === m && route.regex.test(path));
}
