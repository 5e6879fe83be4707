import path from 'node:path';
import { expect, firstSku, test } from './fixtures';

// Kept as artifacts (test-results/screenshots) for people to look at.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`screenshots of home, category and product (${viewport.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const sku = await firstSku(page);
    for (const [name, url] of [
      ['home', '/'],
      ['category', '/en/category/10'],
      ['product', `/product/${sku}`],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      const file = path.join('test-results', 'screenshots', `${name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      await testInfo.attach(`${name}-${viewport.name}`, { path: file, contentType: 'image/png' });
    }
  });
}
