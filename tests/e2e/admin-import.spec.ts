import ExcelJS from 'exceljs';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectAccessible as expectAccessibleNow, test } from './fixtures';
import { E2E_ADMIN_MOBILE, E2E_ADMIN_PASSWORD } from './support/operator';
import { chooseConsoleEnglish } from './support/console-language';
import { expectInAuditLog } from './support/console-audit';

/*
 * An operator imports products from a spreadsheet, in Chinese and then in English: a workbook of 500
 * products with three bad rows is checked and the three rows are reported; the corrected workbook is
 * checked clean and imported, the progress bar reaches 100 %, and one imported product is on the
 * storefront. SKUs carry the language's own prefix, so no other journey ever meets them.
 */
const LANGS = [
  { lang: 'zh', prefix: 'IMPZH', m: zhMessages as typeof enMessages },
  { lang: 'en', prefix: 'IMPEN', m: enMessages },
] as const;
const COLUMNS = [
  'sku', 'category', 'title_zh', 'title_en', 'brand', 'part_number', 'oe_numbers', 'description_zh', 'description_en', 'specs',
  'unit', 'moq', 'price_usd', 'price_eur', 'price_aud', 'price_gbp', 'stock_status', 'stock_qty', 'weight_g', 'warranty_months',
  'status', 'fitments',
] as const;
type Row = Record<(typeof COLUMNS)[number], string | number>;
/** Spreadsheet rows of the three mistakes (the header is row 1, product i is row i + 2). */
const BAD = { 10: 'title_en', 200: 'price_usd', 377: 'category' } as const;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k] ?? ''));

/**
 * A product of the test's own: an obscure category, brand, OE number and vehicle, so a thousand imported
 * rows never change what the search, vehicle or quick-inquiry journeys find in the shared catalogue.
 */
function product(prefix: string, i: number): Row {
  const sku = `${prefix}-${String(i).padStart(4, '0')}`;
  return {
    sku, category: '2207', title_zh: `导入测试门锁按钮 ${sku}`, title_en: `Import test door lock knob ${sku}`, brand: 'Importco',
    part_number: `P${prefix}${i}`, oe_numbers: `OE-${sku}`, description_zh: '导入测试', description_en: 'Import test',
    specs: '厚度|Thickness|17 mm|17 mm', unit: 'set', moq: 2, price_usd: 12.5, price_eur: 11.9, price_aud: 19.99, price_gbp: 10.5,
    stock_status: 'in_stock', stock_qty: 40, weight_g: 900, warranty_months: 12, status: 'active', fitments: 'Lada|拉达|Niva|1990-1995|1.7L',
  };
}

/** The workbook an operator would fill in: "<title> [key]" headers, 500 products, optionally three mistakes. */
async function workbook(prefix: string, withMistakes: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(COLUMNS.map((c) => `${c} [${c}]`));
  for (let i = 0; i < 500; i++) {
    const row = product(prefix, i);
    if (withMistakes) {
      if (i + 2 === 10) row.title_en = '';
      if (i + 2 === 200) row.price_usd = 'twelve';
      if (i + 2 === 377) row.category = '9999';
    }
    sheet.addRow(COLUMNS.map((c) => row[c]));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

async function signIn(page: Page, lang: 'zh' | 'en', a: (typeof enMessages)['admin']) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  if (lang === 'en') await chooseConsoleEnglish(page);
  await page.getByLabel(a.signIn.mobile).fill(E2E_ADMIN_MOBILE);
  await page.getByLabel(a.signIn.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: a.signIn.submit }).click();
  await expect(page.getByRole('link', { name: a.nav.catalogueImport })).toBeVisible();
}

for (const { lang, prefix, m } of LANGS) {
  test(`an operator imports 500 products from Excel after fixing three bad rows (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = m.admin.catalogueImport;
    await signIn(page, lang, m.admin);
    await page.getByRole('link', { name: m.admin.nav.catalogueImport }).click();
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expectAccessible(page, `${lang} import`);

    await page.getByLabel(t.chooseFile).setInputFiles({ name: `${prefix}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook(prefix, true) });
    await page.getByRole('button', { name: t.check }).click();
    const report = page.getByRole('region', { name: t.report });
    await expect(report.getByText(fill(t.problems, { count: 3 }))).toBeVisible();
    const rows = report.getByRole('row');
    await expect(rows).toHaveCount(4);
    for (const [rowNo, column] of Object.entries(BAD)) {
      await expect(rows.filter({ has: page.getByRole('cell', { name: rowNo, exact: true }) })).toContainText(`(${column})`);
    }
    await expect(rows.nth(1)).toContainText(m.catalogueImport.reasons.required);
    await expect(page.getByRole('button', { name: t.import })).toBeDisabled();
    await expectAccessible(page, `${lang} import report with problems`);

    await page.getByLabel(t.chooseFile).setInputFiles({ name: `${prefix}-fixed.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook(prefix, false) });
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.noProblems)).toBeVisible();
    await expect(report.getByText(fill(t.wouldCreate, { count: 500 }))).toBeVisible();
    await page.getByRole('button', { name: t.import }).click();
    const progress = page.getByRole('progressbar', { name: t.progress });
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: `${t.progress} · ${t.states.done}` })).toBeVisible();
    await expect(page.getByText(fill(t.counts, { processed: 500, total: 500, created: 500, updated: 0, unchanged: 0 })).first()).toBeVisible();
    await expectAccessible(page, `${lang} import done`);
    // The import is in the audit log, as one entry with its operator.
    await expectInAuditLog(page, m.admin, m.admin.audit.actions.catalogue_all, [m.admin.audit.actionNames.catalogue_import, E2E_ADMIN_MOBILE]);

    const sku = `${prefix}-0042`;
    await page.goto(`/${lang}/product/${sku}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lang === 'zh' ? `导入测试门锁按钮 ${sku}` : `Import test door lock knob ${sku}`);
  });
}
