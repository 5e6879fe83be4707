import { request, type APIResponse } from '@playwright/test';
import { expect, firstSku, test } from './fixtures';

/**
 * What scripts/serve.ts answers before Next (docs/decisions/0075): the build files, Brotli-compressed;
 * and pages from Next's own cache. Checked on the real server: a cached page must still be the one for
 * the visitor's language and site.
 */
const preferences = (region: string, language: string) =>
  `user-preferences=${encodeURIComponent(JSON.stringify({ region, language }))}`;

/** The page with its answer's own script nonce (decision 0017) taken out: the same for every answer. */
async function pageText(res: APIResponse): Promise<string> {
  const nonce = /'nonce-([\w-]+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  return (await res.text()).replaceAll(nonce!, 'NONCE');
}

test('a cached page answer is the same page, and never another site’s', async ({ page, baseURL }) => {
  const path = `/en/product/${await firstSku(page)}`;
  const us = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: preferences('us', 'en') } });
  const de = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: preferences('de', 'en') } });

  const first = await us.get(path);
  const again = await us.get(path);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await pageText(again)).toBe(await pageText(first));
  // The site shows in the header's region choice (the cached page carries no price: ADR 0067).
  expect(await again.text()).toContain('<option value="us" selected="">');

  // Same URL, another site in the preferences cookie: Germany's page.
  const german = await de.get(path);
  const germanText = await german.text();
  expect(germanText).toContain('<option value="de" selected="">');
  expect(await pageText(german)).not.toBe(await pageText(first));
  expect((await de.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  await us.dispose();
  await de.dispose();
});

test('the storefront’s scripts arrive Brotli-compressed and cached for a year, and the page works', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cacheControl?: string; nosniff?: string }[] = [];
  page.on('response', (res) => {
    if (/\/_next\/static\/.*\.js$/.test(res.url())) {
      const headers = res.headers();
      scripts.push({
        url: res.url(),
        encoding: headers['content-encoding'],
        cacheControl: headers['cache-control'],
        nosniff: headers['x-content-type-options'],
      });
    }
  });
  await page.goto('/en');
  // The page is interactive: the account button opens the sign-in dialog.
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.nosniff, script.url).toBe('nosniff');
    expect(script.encoding, script.url).toBe('br');
    expect(script.cacheControl, script.url).toBe('public, max-age=31536000, immutable');
  }
});

test('pages carry the security headers and load without a policy violation, in both languages', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const sku = await firstSku(page);
  for (const path of [
    '/',
    '/category/10',
    `/product/${sku}`,
    '/en',
    '/en/category/10',
    `/en/product/${sku}`,
  ]) {
    const res = await page.goto(path);
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=/);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
