import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPathname, isLocalizableHref, stripLocalePrefix, toLang, type Href } from '@/i18n/localized-href';
import { routing } from '@/i18n/routing';

// The app's own locale-aware navigation replaces next-intl's in the browser (no provider needed);
// its paths must stay exactly what next-intl would produce. next-intl's createNavigation cannot be
// imported under Node (it imports `next/navigation` without an extension), so this rebuilds its
// getPathname from next-intl's own (pure) helpers, the way createSharedNavigationFns combines them.
const dist = path.join(import.meta.dirname, '../../node_modules/next-intl/dist/esm/production');
const { applyPathnamePrefix, serializeSearchParams } = await import(`${dist}/navigation/shared/utils.js`);
const { receiveRoutingConfig } = await import(`${dist}/routing/config.js`);
const config = receiveRoutingConfig(routing);
const nextIntl = {
  getPathname({ href, locale, forcePrefix }: { href: Href; locale: string; forcePrefix?: boolean }): string {
    let pathname: string;
    if (typeof href === 'object') {
      pathname = href.pathname;
      if (href.query) pathname += serializeSearchParams(href.query);
    } else pathname = href;
    return applyPathnamePrefix(pathname, locale, config, forcePrefix);
  },
};

const hrefs = [
  '/',
  '/products',
  '/category/10/2',
  '/products?keyword=brake%20pad&searchId=abc',
  '/?signin=%2Fuser%2Fprofile',
  '#main',
  '?page=2',
  'relative/path',
  'https://example.com/x',
  'mailto:sales@example.com',
  { pathname: '/products', query: { keyword: '刹车片', searchId: 'a1', page: 2 } },
  { pathname: '/products', query: { cid: ['10', '1001'] } },
  { pathname: '/', query: { signin: '/user/order' } },
  { pathname: '/products', query: {} },
] as const;

describe('localized hrefs', () => {
  for (const locale of routing.locales) {
    for (const forcePrefix of [undefined, true] as const) {
      it(`match next-intl's getPathname in ${locale}${forcePrefix ? ' with a forced prefix' : ''}`, () => {
        for (const href of hrefs) {
          expect(getPathname({ href, locale, forcePrefix }), JSON.stringify(href)).toBe(
            nextIntl.getPathname({ href, locale, forcePrefix }),
          );
        }
      });
    }
  }

  it('prefixes English and explicit switches only', () => {
    expect(getPathname({ href: '/products', locale: 'en' })).toBe('/en/products');
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: '/products', locale: 'zh' })).toBe('/products');
    expect(getPathname({ href: '/products', locale: 'zh', forcePrefix: true })).toBe('/zh/products');
  });

  it('strips only the page locale prefix', () => {
    expect(stripLocalePrefix('/en/products', 'en')).toBe('/products');
    expect(stripLocalePrefix('/en', 'en')).toBe('/');
    expect(stripLocalePrefix('/english', 'en')).toBe('/english');
    expect(stripLocalePrefix('/products', 'zh')).toBe('/products');
    expect(stripLocalePrefix('/zh/products', 'zh')).toBe('/products');
  });

  it('localizes absolute paths only and falls back to the default language', () => {
    expect(isLocalizableHref('/x')).toBe(true);
    expect(isLocalizableHref({ pathname: '/x' })).toBe(true);
    expect(isLocalizableHref('x')).toBe(false);
    expect(isLocalizableHref('https://a.b/')).toBe(false);
    expect(toLang('en')).toBe('en');
    expect(toLang('fr')).toBe('zh');
    expect(toLang(undefined)).toBe('zh');
  });
});
