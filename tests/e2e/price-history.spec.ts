import path from 'node:path';
import type { Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, firstSku, signIn, test } from './fixtures';
import { ENTERPRISE_MEMBERS } from './support/enterprise-members';

/*
 * Price history on the product page (docs/decisions/0067): an Enterprise member (a plan that grants it)
 * sees the chart of the last 12 months and the same figures as a table; a free buyer and a visitor see
 * nothing of it, and their browsers never ask for it. The page itself is the same cached page for all.
 */

type Messages = typeof enMessages;
const SHOTS = process.env.PRICE_HISTORY_SHOTS ?? path.join('test-results', 'screenshots');
const PHONE = { width: 360, height: 780 };

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1366, height: 900 }, device: 'desktop' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: PHONE, device: 'phone' },
] as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** Counts the browser's price-history calls from now on. */
function countHistoryCalls(page: Page): { count: () => number } {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/price-history')) calls += 1;
  });
  return { count: () => calls };
}

for (const { lang, prefix, m, viewport, device } of journeys) {
  test.describe(`price history (${lang}, ${device})`, () => {
    test.use({ viewport });

    test(`an Enterprise member sees the chart and its table (${lang}, ${device})`, async ({ page }) => {
      const sku = await firstSku(page);
      await page.goto(`${prefix}/product/${sku}`);
      await signIn(page, ENTERPRISE_MEMBERS[lang], m);

      const section = page.getByRole('region', { name: m.priceHistory.heading });
      await expect(section).toBeVisible();
      await expect(section.getByRole('heading', { name: m.priceHistory.heading, level: 2 })).toBeVisible();
      // The chart: two lines (reference and member price) drawn by the charting library.
      const chart = section.getByTestId('price-history-chart');
      await expect(chart.locator('.recharts-line-curve')).toHaveCount(2);
      await expect(chart.getByText(m.priceHistory.member)).toBeVisible();

      // The table is there for screen readers before anyone opens it: the start of the period and the
      // demo's changes, in the page's currency, formatted for the language.
      const table = section.getByRole('table', { name: fill(m.priceHistory.tableCaption, { currency: 'USD' }) });
      await expect(table).toBeAttached();
      const rows = table.getByRole('row');
      await expect.poll(() => rows.count()).toBeGreaterThan(3);
      const firstRow = table.getByRole('rowheader').first();
      await expect(firstRow).toContainText(lang === 'zh' ? '（期初）' : '(start of period)');
      await expect(table.getByRole('cell').first()).toHaveText(/^\$\d[\d,]*\.\d\d$/);

      const toggle = section.getByRole('button', { name: m.priceHistory.showTable });
      await toggle.click();
      await expect(section.getByRole('button', { name: m.priceHistory.hideTable })).toHaveAttribute('aria-expanded', 'true');
      await expect(table).toBeVisible();
      await expectNoMissingMessages(page);
      await expectAccessible(page, `product ${sku} (member, price history, ${lang} ${device})`);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `price-history-table-${lang}-${device}.png`) });
      await section.getByRole('button', { name: m.priceHistory.hideTable }).click();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `price-history-${lang}-${device}.png`) });
    });

    test(`a free buyer and a visitor see no chart and never ask for it (${lang}, ${device})`, async ({ page, buyer }) => {
      const sku = await firstSku(page);
      const history = countHistoryCalls(page);
      await page.goto(`${prefix}/product/${sku}`);
      await expect(page.getByTestId('product-title')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: m.priceHistory.heading })).toHaveCount(0);

      // Signed in without a plan that grants it: the page's trade call answers, and still no chart.
      const trade = page.waitForResponse((res) => res.url().includes('/api/products/trade'));
      await signIn(page, buyer, m);
      expect((await trade).status()).toBe(200);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: m.priceHistory.heading })).toHaveCount(0);
      await expect(page.getByTestId('price-history')).toHaveCount(0);
      expect(history.count()).toBe(0);
      await expectAccessible(page, `product ${sku} (free buyer, ${lang} ${device})`);
    });
  });
}
