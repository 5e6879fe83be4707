import { afterEach, describe, expect, it, vi } from 'vitest';
import { xsrfToken } from '@/client/xsrf-token';

describe('XSRF priming call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('carries site and lang like every other call, and only a change without a cookie makes it', async () => {
    const jar = { cookie: '' };
    vi.stubGlobal('window', { location: { origin: 'http://shop.test', protocol: 'http:' } });
    vi.stubGlobal('document', jar);
    const fetchMock = vi.fn(async () => {
      jar.cookie = 'XSRF-TOKEN=abc%3Ddef';
      return new Response('{}');
    });
    vi.stubGlobal('fetch', fetchMock);

    expect(await xsrfToken('GET', 1000)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    expect(await xsrfToken('POST', 1000)).toBe('abc=def');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/xsrf');
    expect(url.searchParams.get('site')).toMatch(/^(us|de|au|uk)$/);
    expect(url.searchParams.get('lang')).toMatch(/^(en|zh)$/);

    // The cookie is there now: no second priming.
    expect(await xsrfToken('POST', 1000)).toBe('abc=def');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
