import { describe, expect, it } from 'vitest';
import { storefrontTarget } from '@/lib/storefront-target';
import {
  dynamicPageRoutes,
  KNOWN_DYNAMIC_PAGE_ROUTES,
  PROXY_CHECKED_TEMPLATES,
} from '@tests/e2e/support/dynamic-page-routes';

/**
 * The source-tree half of docs/decisions/0063: a page route with a key in its path either renders per
 * request (force-dynamic, nothing stored) or has its keys looked up by the proxy before it renders
 * (decision 0018). A new route that is neither would store one page shell per made-up key.
 * tests/e2e/dynamic-route-keys.spec.ts measures the same on the built app.
 */
const routes = dynamicPageRoutes();

describe('dynamic page routes', () => {
  it('the walk finds every one of them', () => {
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_DYNAMIC_PAGE_ROUTES);
    expect(routes.map((r) => r.template)).toEqual(
      expect.arrayContaining(['/pay/sandbox/[sn]', '/user/inquiry/[id]', ...PROXY_CHECKED_TEMPLATES]),
    );
  });

  it.each(routes.map((r) => [r.template, r] as const))(
    '%s renders per request or has its keys checked by the proxy',
    (template, route) => {
      expect(
        route.forceDynamic || PROXY_CHECKED_TEMPLATES.includes(template),
        `${route.file}: add \`export const dynamic = 'force-dynamic'\`, or have the proxy look its keys up (ADR 0018)`,
      ).toBe(true);
    },
  );

  it('the proxy treats each route it is said to check as a catalogue target', () => {
    expect(storefrontTarget('/en/product/ZZ-NOT-SOLD', '').kind).toBe('product');
    expect(storefrontTarget('/category/9999/2', '').kind).toBe('category');
    expect(PROXY_CHECKED_TEMPLATES).toEqual(['/category/[cid]/[page]', '/product/[skuCode]']);
  });
});
