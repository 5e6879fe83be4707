import { test as base, expect, type Page } from '@playwright/test';
import { createApprovedBuyer, type Buyer } from './support/buyer';

/**
 * Every test fails on a missing translation (the server marks it `[missing:…]`, the client logs
 * MISSING_MESSAGE) and on an uncaught page error. `buyer`: an approved trade buyer with a password,
 * made once per worker when a test asks for it; `signIn(page, buyer, m)` signs it in.
 */
export const test = base.extend<{ problems: string[] }, { buyer: Buyer }>({
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
  buyer: [
    async ({}, use, workerInfo) => {
      await use(await createApprovedBuyer(workerInfo.project.use.baseURL ?? 'http://localhost:3210'));
    },
    { scope: 'worker' },
  ],
});
export { expect };
/** axe-core (WCAG 2.x A/AA) on the current page: `await expectAccessible(page)` in any journey. */
export { accessibilityViolations, expectAccessible } from './support/accessibility';
export { signIn, type Buyer } from './support/buyer';

export async function expectNoMissingMessages(page: Page) {
  await expect(page.locator('body')).not.toContainText('[missing:');
}

/** Nothing is wider than the screen (a clipped table or a button pushed off the edge). */
export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function firstSku(page: Page): Promise<string> {
  const res = await page.request.get('/api/products?pageSize=1&cid=1003');
  const body = (await res.json()) as { data: { items: { skuCode: string }[] } };
  const sku = body.data.items[0]?.skuCode;
  if (!sku) throw new Error('no product in the demo catalogue');
  return sku;
}
