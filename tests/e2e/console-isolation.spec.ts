import type { Page } from '@playwright/test';
import { expect, firstSku, signIn, test } from './fixtures';
import enMessages from '../../messages/en.json' with { type: 'json' };

/*
 * The operator console (Refine + antd, docs/decisions/0037) must not add a byte to the
 * storefront. Every script a storefront page loads — its route chunks and whatever it loads later —
 * is read and searched for code only the console's libraries hold; the console's own sign-in page
 * is searched the same way, so the markers are proven to find that code.
 */
const CONSOLE_CODE = /colorBgContainer|RefineContext/;

/** The scripts the page loaded while `visit` ran, with their text. */
async function scriptsLoadedBy(page: Page, visit: () => Promise<void>): Promise<{ url: string; text: string }[]> {
  const pending: Promise<{ url: string; text: string } | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => null,
      ),
    );
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((s): s is { url: string; text: string } => s !== null);
}

test('storefront pages load no console code; the console does', async ({ page, buyer }) => {
  const sku = await firstSku(page);
  const storefront = await scriptsLoadedBy(page, async () => {
    await page.goto('/en');
    await signIn(page, buyer, enMessages);
    for (const path of ['/', '/category/10', `/en/product/${encodeURIComponent(sku)}`, '/en/products?keyword=brake', '/en/user/favorite']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
  });
  expect(storefront.length).toBeGreaterThan(3);
  expect(storefront.filter((s) => CONSOLE_CODE.test(s.text)).map((s) => s.url)).toEqual([]);

  const console = await scriptsLoadedBy(page, async () => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: /登录|Sign in/ })).toBeVisible();
  });
  expect(console.some((s) => CONSOLE_CODE.test(s.text))).toBe(true);
});
