import { request, type Page } from '@playwright/test';
import { expect, firstSku, test } from './fixtures';

/**
 * The page script policy (docs/decisions/0017-script-src-on-cached-pages.md) in a real browser:
 * cached catalogue pages run Next's scripts under a nonce policy with `'strict-dynamic'`, with no
 * violation; each answer has its own nonce though the page came from a cache; and a script that got
 * into the HTML some other way — as an XSS would put it there — does not run.
 */
const PAGE_POLICY =
  /^script-src 'nonce-([A-Za-z0-9_-]{22})' 'strict-dynamic' 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'$/;

declare global {
  interface Window {
    __cspViolations?: string[];
    __pwned?: number;
  }
}

/** Every policy violation the page reports, as events (before any page script) and console lines. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) seen.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

function policyNonce(policy: string | undefined): string {
  const match = PAGE_POLICY.exec(policy ?? '');
  expect(match, policy).not.toBeNull();
  return match![1]!;
}

test('home, category and product pages run under a nonce policy with no violation, and hydrate', async ({
  page,
}) => {
  const logged = await watchViolations(page);
  const sku = await firstSku(page);
  const pages = [
    { path: '/', menu: '全部分类', menuLabel: '商品分类' },
    { path: '/category/10', menu: '全部分类', menuLabel: '商品分类' },
    { path: `/product/${sku}`, menu: '全部分类', menuLabel: '商品分类' },
    { path: '/en', menu: 'All categories', menuLabel: 'Product categories' },
    { path: '/en/category/10', menu: 'All categories', menuLabel: 'Product categories' },
    { path: `/en/product/${sku}`, menu: 'All categories', menuLabel: 'Product categories' },
  ];
  const nonces = new Set<string>();
  for (const { path, menu, menuLabel } of pages) {
    const res = await page.goto(path);
    const nonce = policyNonce(res?.headers()['content-security-policy']);
    nonces.add(nonce);
    // Every script tag of the HTML carries this answer's nonce: Next's bootstrap, payload and chunks.
    const tags = (await res!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length, path).toBeGreaterThan(5);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
    // A client island works: the header's category menu opens.
    await page.getByRole('button', { name: menu }).first().click();
    await expect(page.getByRole('navigation', { name: menuLabel })).toBeVisible();
    expect(await page.evaluate(() => window.__cspViolations ?? []), path).toEqual([]);
  }
  expect(nonces.size).toBe(pages.length);
  expect(logged).toEqual([]);
});

test('a cached catalogue page stays cached, with a new nonce in each answer', async ({ page, baseURL }) => {
  const path = `/en/product/${await firstSku(page)}`;
  // One visitor whose cookies do not change between requests.
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'NEXT_LOCALE=en' } });
  const first = await visitor.get(path);
  const second = await visitor.get(path);
  // Next answers from its own cache (ISR), rendered once for everyone.
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  const [a, b] = [first, second].map((res) => policyNonce(res.headers()['content-security-policy']));
  expect(a).not.toBe(b);
  expect((await second.text()).replaceAll(b!, a!)).toBe(await first.text());
  await visitor.dispose();
});

test('an inline script injected into a product page does not run, and the page still works', async ({
  page,
}) => {
  const logged = await watchViolations(page);
  const sku = await firstSku(page);
  // What a stored XSS would do: a script in the page's HTML that our renderer did not write.
  await page.route(`**/en/product/${sku}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(/<body[^>]*>/);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      response,
      headers,
      // Straight after <body>, where React's hydration steps over tags it did not render.
      body: html.replace(/<body[^>]*>/, '$&<script>window.__pwned=1</script>'),
    });
  });
  const res = await page.goto(`/en/product/${sku}`);
  policyNonce(res?.headers()['content-security-policy']);
  await page.getByRole('button', { name: 'All categories' }).first().click();
  await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeVisible();
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  expect(logged.join('\n')).toMatch(
    /inline script violates the following Content Security Policy directive 'script-src/,
  );
});

test('404 pages run under the nonce policy too: the storefront’s and Next’s own', async ({ page }) => {
  const logged = await watchViolations(page);
  for (const path of ['/en/no-such-page', '/media/no-such-file']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    const nonce = policyNonce(res?.headers()['content-security-policy']);
    for (const tag of (await res!.text()).match(/<script\b[^>]*>/g) ?? []) {
      expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__cspViolations ?? []), path).toEqual([]);
  }
  await expect(page.getByText('This page could not be found')).toBeVisible();
  expect(logged).toEqual([]);
});
