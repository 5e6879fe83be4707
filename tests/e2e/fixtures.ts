import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a missing translation (the server marks it `[missing:…]`, the client logs
 * MISSING_MESSAGE) and on an uncaught page error.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /MISSING_MESSAGE/.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      expect(problems, 'console problems').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function expectNoMissingMessages(page: Page) {
  await expect(page.locator('body')).not.toContainText('[missing:');
}

export async function firstSku(page: Page): Promise<string> {
  const res = await page.request.get('/api/products?pageSize=1&cid=1003');
  const body = (await res.json()) as { data: { items: { skuCode: string }[] } };
  const sku = body.data.items[0]?.skuCode;
  if (!sku) throw new Error('no product in the demo catalogue');
  return sku;
}
