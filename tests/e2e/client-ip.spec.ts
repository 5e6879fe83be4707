import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The sign-in block on the real server (scripts/serve.ts in front of Next): failed sign-ins are counted
 * per (mobile, client address). A caller cannot escape its block by rotating X-Forwarded-For, and the
 * block does not spill over to another address (here IPv4 and IPv6 loopback are two clients).
 */
const MOBILE = '13700000077';

async function client(baseURL: string): Promise<{ api: APIRequestContext; xsrf: string }> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/cate');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { api, xsrf: decodeURIComponent(xsrf) };
}

async function badLogin(c: { api: APIRequestContext; xsrf: string }, forwardedFor?: string) {
  const res = await c.api.post('/api/login', {
    data: { username: MOBILE, password: 'wrong-password-1' },
    headers: { 'X-XSRF-TOKEN': c.xsrf, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
  });
  return ((await res.json()) as { status: number }).status;
}

test('sign-in failures are limited per client address, whatever X-Forwarded-For says', async ({
  baseURL,
}) => {
  const port = new URL(baseURL ?? 'http://localhost:3210').port;
  const v4 = await client(`http://127.0.0.1:${port}`);
  for (let i = 0; i < 10; i += 1) expect(await badLogin(v4, `203.0.113.${i + 1}`)).toBe(403000);
  // The 11th try is refused before any password check, even from a "new" forwarded address.
  expect(await badLogin(v4, '198.51.100.99')).toBe(429000);

  const v6 = await client(`http://[::1]:${port}`);
  expect(await badLogin(v6)).toBe(403000);
  await v4.api.dispose();
  await v6.api.dispose();
});
