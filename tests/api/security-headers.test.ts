import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@/server/http/security-headers';
import { api } from '@tests/setup/test-app';

/** The baseline security headers: every API answer, good or bad, carries them; no script runs in any. */
function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('content-security-policy')).toMatch(/^script-src 'none'; /);
}

describe('security headers on API answers', () => {
  it.each([
    ['a catalogue answer (cached)', '/api/cate?lang=en&site=us', 200],
    ['a validation error', '/api/products?pageSize=10000', 400],
    ['an unknown route', '/api/no-such-thing', 404],
    ['a call that needs a session', '/api/info', 401],
    ['the region tree', '/proxy/amap/', 200],
  ])('%s', async (_, path, status) => {
    const { res } = await api(path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it('a 304 revalidation too', async () => {
    const first = await api('/api/cate?lang=en&site=us');
    const etag = first.res.headers.get('etag') ?? '';
    const { res } = await api('/api/cate?lang=en&site=us', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expectSecurityHeaders(res);
  });

  it('the docs page keeps its own stricter policy', async () => {
    const { res } = await api('/api/docs');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).not.toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
