import { expect, expectNoMissingMessages, firstSku, test } from './fixtures';

const PATHS = [
  '/',
  '/category/0',
  '/category/10',
  '/category/1003?page=2',
  '/products?keyword=brake',
  '/terms',
  '/aboutus',
  '/privacy',
  '/user/resetPwd',
  '/pay',
  '/payCallback',
  '/pay/sandbox/VIP20260101A1B2C3D4',
];

for (const prefix of ['', '/en']) {
  test(`every storefront route renders in ${prefix ? 'English' : 'Chinese'} with no missing text`, async ({
    page,
  }) => {
    const sku = await firstSku(page);
    for (const path of [...PATHS, `/product/${sku}`]) {
      const url = `${prefix}${path === '/' && prefix ? '' : path}`;
      const res = await page.goto(url || '/');
      expect(res?.status(), url).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await expectNoMissingMessages(page);
    }
  });
}

test('/zh redirects to the Chinese home; the locale cookie lasts a year, SameSite=Lax', async ({ page }) => {
  await page.goto('/zh');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // A Chinese browser choosing English: the cookie records that locale.
  await page.goto('/en');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('a browser redirected by its language gets the locale cookie on that redirect', async ({ playwright, baseURL }) => {
  const english = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
  const redirect = await english.get('/category/0', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['location']).toMatch(/\/en\/category\/0$/);
  const setCookie = redirect.headers()['set-cookie'] ?? '';
  expect(setCookie).toMatch(/NEXT_LOCALE=en/);
  expect(setCookie).toMatch(/Max-Age=31536000/i);
  expect(setCookie).toMatch(/SameSite=lax/i);
  expect(setCookie).toMatch(/Path=\//);
  // Once recorded, the same redirect does not write it again.
  const again = await english.get('/category/0', { maxRedirects: 0, headers: { cookie: 'NEXT_LOCALE=en' } });
  expect(again.status()).toBe(307);
  expect(again.headers()['set-cookie'] ?? '').not.toMatch(/NEXT_LOCALE/);
  await english.dispose();
});
