import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, signIn, test } from './fixtures';
import { FITMENT_MEMBERS } from './support/fitment-members';

/**
 * The fitment export, as a person uses it, in Chinese on a desktop and in English on a phone: an
 * Annual member on a product page (cached for everyone) sees "Download fitment (Excel)" beside the
 * fitment table and gets a workbook named after the product with one row per vehicle range; a free
 * trade buyer on the same page sees no such button. Every text comes from the message files.
 */
type Messages = typeof enMessages;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = path.join('test-results', 'screenshots');

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: DESKTOP },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: PHONE },
] as const;

/** A product of the demo catalogue with vehicle fitments (universal parts have none, and no button). */
async function productWithFitment(page: Page): Promise<{ sku: string; fitments: number }> {
  const list = (await (await page.request.get('/api/products?pageSize=30&cid=1003')).json()) as {
    data: { items: { skuCode: string }[] };
  };
  for (const { skuCode } of list.data.items) {
    const detail = (await (await page.request.get(`/api/products/${skuCode}`)).json()) as {
      data: { fitments: unknown[] };
    };
    if (detail.data.fitments.length > 0) return { sku: skuCode, fitments: detail.data.fitments.length };
  }
  throw new Error('no product with fitments among the first 30 of category 1003');
}

for (const { lang, prefix, m, viewport } of journeys) {
  test.describe(`fitment export (${lang}, ${viewport === PHONE ? 'phone' : 'desktop'})`, () => {
    test.use({ viewport });

    test('an Annual member downloads the fitment table of a product as a workbook', async ({ page }) => {
      const { sku, fitments } = await productWithFitment(page);
      await page.goto(`${prefix}/product/${sku}`);
      await signIn(page, FITMENT_MEMBERS[lang], m);
      const button = page.getByRole('button', { name: m.fitmentExport.download, exact: true });
      await expect(button).toBeVisible();
      await expectAccessible(page);
      await expectNoMissingMessages(page);
      for (const [device, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        await page.setViewportSize(size);
        await button.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `fitment-export-${lang}-${device}.png`) });
      }
      await page.setViewportSize(viewport);

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const base = m.fitmentExport.file.productBase.replace('{sku}', sku);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      const file = path.join(test.info().outputDir, download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(fs.readFileSync(file) as never);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(2).value).toBe(m.fitmentExport.file.make);
      // The header, then one row per vehicle range of the page's fitment table.
      expect(sheet.actualRowCount).toBe(fitments + 1);
      expect(sheet.getRow(2).getCell(1).value).toBe(sku);
      await expect(page.getByTestId('fitment').locator('tbody tr')).toHaveCount(fitments);
    });

    test('a free trade buyer sees the fitment table but no download', async ({ page, buyer }) => {
      const { sku } = await productWithFitment(page);
      await page.goto(`${prefix}/product/${sku}`);
      const trade = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/products/trade');
      await signIn(page, buyer, m);
      await expect(page.getByTestId('fitment')).toBeVisible();
      // The page's trade data has arrived and grants no export.
      expect((await trade).status()).toBe(200);
      await expect(page.getByRole('button', { name: m.fitmentExport.download, exact: true })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
