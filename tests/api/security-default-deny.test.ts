import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { isPublicRoute, PUBLIC_ROUTES } from '@/server/security/public-routes';
import { api, testApp } from '@tests/setup/test-app';
import {
  createUser,
  GOOD_PASSWORD,
  resetAccountState,
  send,
  signIn,
  type Session,
} from '@tests/factories/users';

/** Every route the app answers (middleware entries excluded), with sample values in path parameters. */
function registeredRoutes() {
  const seen = new Set<string>();
  return testApp()
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => ({
      method: r.method,
      path: r.path,
      sample: r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'id' ? '1' : 'X1')),
    }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

let buyer: Session;
beforeAll(async () => {
  await resetAccountState();
  const user = await createUser(await getDb());
  buyer = await signIn(user.mobile, GOOD_PASSWORD);
});

describe('default deny (row 2)', () => {
  it('knows the account routes', () => {
    const paths = registeredRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'POST /api/login',
      'GET /api/info',
      'POST /api/logout',
      'GET /api/admin/users',
      'POST /api/admin/users/:id/approve',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('every non-public route without a token → 41000x (with a valid XSRF pair, so only auth decides)', async () => {
    const { xsrfHeaders } = await import('@tests/setup/test-app');
    const visitor = await xsrfHeaders();
    const checked: string[] = [];
    for (const route of registeredRoutes()) {
      if (!route.path.startsWith('/api/') || isPublicRoute(route.method, route.sample)) continue;
      const { res, body } = await send(
        route.sample,
        route.method,
        visitor,
        route.method === 'GET' ? undefined : {},
      );
      expect([410000, 410001, 410002], `${route.method} ${route.path}`).toContain(body.status);
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      checked.push(`${route.method} ${route.path}`);
    }
    expect(checked.length).toBeGreaterThanOrEqual(9);
  });

  it('every /api/admin/* route with a buyer token → 403000', async () => {
    const admin = registeredRoutes().filter((r) => r.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(5);
    for (const route of admin) {
      const { body } = await send(
        route.sample,
        route.method,
        buyer.headers,
        route.method === 'GET' ? undefined : { reason: 'x' },
      );
      expect(body.status, `${route.method} ${route.path}`).toBe(403000);
    }
  });

  it('the public list is explicit and small; its routes answer without a token', async () => {
    expect(PUBLIC_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/cate',
      'GET /api/cate/product',
      'GET /api/products',
      'GET /api/products/:skuCode{(?!trade$)[^\\x2f]+}',
      'GET /api/products/:skuCode/fits',
      'GET /api/vehicles/years',
      'GET /api/vehicles/makes',
      'GET /api/vehicles/models',
      'GET /api/vehicles/vin/:vin',
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/docs/buyer',
      'GET /proxy/amap',
      'GET /proxy/amap/',
      'GET /api/xsrf',
      'POST /api/login',
      'POST /api/reg',
      'POST /api/send/sms',
      'POST /api/reset',
      'GET /api/company/invitation',
      'POST /api/company/invitation/code',
      'POST /api/company/invitation/accept',
      'GET /api/get/level/memo',
      'POST /api/pay/sandbox/:sn',
      'POST /api/pay/notify/sandbox',
      'POST /api/pay/notify/alipay',
    ]);
    for (const path of ['/api/cate', '/api/openapi.json', '/proxy/amap/', '/api/get/level/memo', '/api/vehicles/years', '/api/xsrf']) {
      expect((await api(path)).res.status, path).toBe(200);
    }
  });

  it('unknown /api paths still answer 404000', async () => {
    expect((await api('/api/no-such-thing')).body.status).toBe(404000);
  });

  it('HEAD follows GET', async () => {
    const res = await testApp().request('/api/info', { method: 'HEAD' });
    expect(res.status).toBe(401);
  });
});
