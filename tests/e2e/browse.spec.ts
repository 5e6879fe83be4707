import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectNoMissingMessages, firstSku, signIn, test } from './fixtures';

test('a visitor browses the catalogue in Chinese, pages through a category and opens a product', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('button', { name: '全部分类' }).click();
  const menu = page.getByRole('navigation', { name: '商品分类' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: '更多分类' })).toBeVisible();
  await menu
    .getByRole('link', { name: /发动机及润滑系统/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/category\/10$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('发动机及润滑系统');

  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/category\/10\?page=2$/);
  await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

  // Visitors see no prices: each card asks them to sign in for trade prices.
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('sign-in-prices')).toHaveText('登录查看批发价');
  await expect(card.getByTestId('price')).toHaveCount(0);
  // Card links are plain anchors followed by one delegated listener (ADR 0053): still an in-app
  // navigation, so what the page set on window is still there.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[A-Z0-9-]+$/);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  await expect(page.getByTestId('product-title')).toContainText(/[\u4e00-\u9fff]/);
  await expect(page.getByTestId('product-title-other')).toContainText(/[A-Za-z]/);
  await expect(page.getByTestId('sign-in-prices')).toHaveText('登录查看批发价');
  await expect(page.getByTestId('price')).toHaveCount(0);
  await expectNoMissingMessages(page);
});

test('switching language and region changes titles and, for a signed-in buyer, the currency', async ({ page, buyer }) => {
  const sku = await firstSku(page);
  await page.goto(`/product/${sku}`);
  await signIn(page, buyer, zhMessages);
  await expect(page.getByTestId('price')).toContainText('$');
  const zhTitle = await page.getByTestId('product-title').innerText();
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page).toHaveURL(new RegExp(`/en/product/${sku}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('product-title')).not.toHaveText(zhTitle);
  await expect(page.getByTestId('product-title-other')).toHaveText(zhTitle);
  await expect(page.getByTestId('price')).toContainText('$');

  await page.getByRole('combobox', { name: 'Region and currency' }).selectOption('de');
  await expect(page.getByTestId('price')).toContainText('€');
  const prefs = (await page.context().cookies()).find((c) => c.name === 'user-preferences');
  expect(decodeURIComponent(prefs?.value ?? '')).toContain('"region":"de"');
  await page.reload();
  await expect(page.getByTestId('price')).toContainText('€');
  await expectNoMissingMessages(page);
});

test('unknown routes and unknown SKUs show the 404 page with the path and a way home', async ({ page }) => {
  const res = await page.goto('/en/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('error-view')).toContainText('404');
  await expect(page.getByTestId('error-view')).toContainText('/en/no-such-page');
  // The locale cookie now remembers English, so unprefixed links stay in English.
  const sku = await page.goto('/en/product/NO-SUCH-SKU-1');
  expect(sku?.status()).toBe(404);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const zh = await page.goto('/category/99');
  expect(zh?.status()).toBe(404);
});

test('a visitor asking for favourites is asked to sign in', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('link', { name: 'Favourites' }).first().click();
  await expect(page.getByTestId('sign-in-dialog')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
});
