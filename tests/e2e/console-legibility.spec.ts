import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../src/features/admin/shell/format';
import { expect, expectAccessible as expectAccessibleNow, test } from './fixtures';
import { applyForAccount, createApprovedBuyer } from './support/buyer';
import { createProductAsOperator, updateProductAsOperator } from './support/catalogue';
import { expectInAuditLog } from './support/console-audit';
import { signInToConsoleAsOperator } from './support/console-language';
import { quoteInquiry, sendInquiryAsBuyer } from './support/inquiry-actors';
import { approveApplication } from './support/operator';

/*
 * The console read by an operator on a 1366 px laptop, in Chinese and in English: every list the
 * menu leads to keeps each column's name on one line and every column on screen, without the page or
 * the table scrolling sideways (the Inquiries queue keeps its reference, lines, state, total and age
 * on one line each); the audit log says what happened in words — the action, the account, product
 * or inquiry by name, fields by their labels, money formatted — never a key or cents; applicants
 * show their size bands in words. axe checks each screen.
 */
type Messages = typeof enMessages;
const LANGS = [
  { lang: 'zh', m: zhMessages as Messages },
  { lang: 'en', m: enMessages },
] as const;

test.use({ viewport: { width: 1366, height: 768 } });

/** A screen opened from the side menu by its exact name ("公司" is also part of a company's name). */
const openFromMenu = (page: Page, name: string) => page.getByRole('complementary').getByRole('link', { name, exact: true }).click();

async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

/**
 * What is wrong with the tables on the page at this width: a column's name broken over two lines, a
 * column (partly) outside its table or the window, a table or the page that scrolls sideways.
 */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top);
      // Inline pieces of one line differ by a pixel or two; a second line starts a line-height lower.
      return tops.length && Math.max(...tops) - Math.min(...tops) > 6 ? 2 : 1;
    };
    const viewport = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - viewport;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);
    for (const table of document.querySelectorAll('.ant-table-wrapper')) {
      const box = table.querySelector('.ant-table-container')?.getBoundingClientRect();
      if (!box) continue;
      const scroller = table.querySelector('.ant-table-content, .ant-table-body');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
        problems.push(`a table scrolls sideways by ${scroller.scrollWidth - scroller.clientWidth} px`);
      }
      for (const th of table.querySelectorAll('.ant-table-thead th')) {
        const name = (th.textContent ?? '').trim();
        if (!name) continue;
        const r = th.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.right > viewport) {
          problems.push(`"${name}" is off-screen (${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(box.right)})`);
        }
        if (lines(th.querySelector('.ant-table-column-title') ?? th) > 1) problems.push(`"${name}" wraps`);
      }
    }
    return problems;
  });
}

/** The body cells under each named column hold one line each. */
async function expectCellsOnOneLine(page: Page, headers: readonly string[]) {
  const wrapped = await page.evaluate((names) => {
    const out: string[] = [];
    const table = document.querySelector('.ant-table-wrapper');
    if (!table) return ['no table'];
    const ths = [...table.querySelectorAll('.ant-table-thead th')];
    for (const name of names) {
      const index = ths.findIndex((th) => (th.textContent ?? '').trim() === name);
      if (index < 0) {
        out.push(`no column "${name}"`);
        continue;
      }
      for (const row of table.querySelectorAll('.ant-table-tbody tr.ant-table-row')) {
        const cell = row.children[index];
        if (!cell) continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > 6) out.push(`"${name}": ${cell.textContent} wraps`);
      }
    }
    return out;
  }, headers);
  expect(wrapped).toEqual([]);
}

const column = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

async function expectColumnsOnScreen(page: Page, headers: Locator[]) {
  const width = page.viewportSize()!.width;
  for (const header of headers) {
    await expect(header).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x, await header.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await header.innerText()).toBeLessThanOrEqual(width);
  }
}

/** Waits until every table on the page has its rows (or says it has none) and nothing is loading. */
async function tablesSettled(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
  const tables = page.locator('.ant-table-wrapper');
  for (let i = 0; i < (await tables.count()); i += 1) {
    await expect(tables.nth(i).locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible();
  }
}

/** Text an operator should never read in the audit log: a field or value key, or an action's code. */
const RAW = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+_[a-z_]+\b|\b(user|product|inquiry|plan)\.[a-z]+/;
/** A sum of money left in minor units ("2599" for US$25.99), standing alone. */
const cents = (minor: number) => new RegExp(`(?<![\\w.,])${minor}(?![\\w.,])`);

for (const { lang, m } of LANGS) {
  const a = m.admin;

  test(`every console list fits 1366 px: column names on one line, every column on screen (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await signInToConsoleAsOperator(page, lang, m);
    // The menu's own links, so a list added later is walked too.
    const menu = page.getByRole('complementary').getByRole('link');
    await expect(menu.first()).toBeVisible();
    const entries = await menu.evaluateAll((links) => links.map((l) => ({ name: (l.textContent ?? '').trim(), href: l.getAttribute('href') ?? '' })));
    expect(entries.length).toBeGreaterThanOrEqual(14);
    let lists = 0;
    for (const { name, href } of entries) {
      await page.getByRole('complementary').getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}(\\?|$)`));
      // Each screen names itself after its menu entry: the new page has rendered.
      await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^$()|[\]\\]/g, '\\$&')} · `));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await tablesSettled(page);
      if ((await page.locator('.ant-table-wrapper').count()) === 0) continue;
      lists += 1;
      expect(await tableProblems(page), `${lang} ${name} at 1366 px`).toEqual([]);
      const slug = href.replace(/^\/admin\/?/, '') || 'dashboard';
      await page.screenshot({ path: testInfo.outputPath(`console-list-${slug}-${lang}.png`), fullPage: true });
    }
    // Applicants, users, companies, categories, products, search terms, inquiries, orders, plans,
    // invoices, messages and the audit log (and past imports, once there are some).
    expect(lists).toBeGreaterThanOrEqual(12);
  });

  test(`the console at 1366 px reads in words, key columns on screen (${lang})`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const base = baseURL ?? 'http://localhost:3210';
    // An applicant left pending, and one approved (the approval is the audit row to read).
    const pending = await applyForAccount(base, { company: `规模测试汽配${Date.now() % 1e6}` });
    const approved = await applyForAccount(base, { company: `审计测试汽配${Date.now() % 1e6}` });
    await approveApplication(base, approved.mobile);
    // A product created, then repriced, restocked and hidden: two audit rows full of fields and money.
    const sku = `E2E-AUD-${lang.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    const product = {
      skuCode: sku,
      cid: '1003',
      titleZh: `审计刹车片 ${sku}`,
      titleEn: `Audit Brake Pads ${sku}`,
      brand: 'Bosch',
      partNumber: `P-${sku}`,
      oeNumbers: [],
      descriptionZh: '',
      descriptionEn: '',
      specs: [{ keyZh: '材质', keyEn: 'Material', valueZh: '陶瓷', valueEn: 'Ceramic' }],
      unit: 'set' as const,
      moq: 2,
      prices: { USD: 2599, EUR: 2399, AUD: 3999, GBP: 2099 },
      stockStatus: 'in_stock' as const,
      stockQty: 10,
      weightGrams: null,
      warrantyMonths: 12,
      status: 'active' as const,
      fitments: [],
    };
    await createProductAsOperator(base, product);
    await updateProductAsOperator(base, { ...product, prices: { ...product.prices, USD: 3150 }, stockQty: 4, stockStatus: 'low_stock', status: 'hidden', unit: 'box' });
    // An inquiry quoted at US$12.34 a unit.
    const buyer = await createApprovedBuyer(base);
    const inquiry = await sendInquiryAsBuyer(base, buyer, lang, `Audit ${lang}`);
    await quoteInquiry(base, inquiry.id, () => 1234, 'Audit quote');

    await signInToConsoleAsOperator(page, lang, m);

    await openFromMenu(page, a.nav.inquiries);
    await expect(page.getByRole('heading', { name: a.inquiries.title, level: 1 })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expectColumnsOnScreen(page, [
      column(page, a.inquiries.reference),
      column(page, a.inquiries.lines),
      column(page, a.inquiries.state),
      column(page, a.inquiries.total),
      column(page, a.inquiries.age),
    ]);
    await expectCellsOnOneLine(page, [a.inquiries.reference, a.inquiries.lines, a.inquiries.state, a.inquiries.total, a.inquiries.age]);
    expect(await tableProblems(page)).toEqual([]);
    await expect(page.locator('.ant-table-tbody')).not.toContainText(lang === 'zh' ? '0小时前' : '0 hr. ago');
    await expectAccessible(page, `${lang} inquiries at 1366 px`);
    await page.screenshot({ path: testInfo.outputPath(`console-inquiries-${lang}.png`), fullPage: true });

    await openFromMenu(page, a.nav.outbox);
    await expect(page.getByRole('heading', { name: a.outbox.title, level: 1 })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expectColumnsOnScreen(page, [column(page, a.outbox.status), column(page, a.outbox.created)]);
    await expectCellsOnOneLine(page, [a.outbox.status, a.outbox.created]);
    expect(await tableProblems(page)).toEqual([]);
    await expectAccessible(page, `${lang} messages at 1366 px`);
    await page.screenshot({ path: testInfo.outputPath(`console-messages-${lang}.png`), fullPage: true });

    await openFromMenu(page, a.nav.applicants);
    const applicant = page.getByRole('row').filter({ hasText: pending.company });
    await expect(applicant).toHaveCount(1);
    // The demo applicant chose the smallest bands: their words, not the letters.
    const bands = a.users.bandsLine.replace('{gmv}', a.users.bandOptions.gmv.A).replace('{years}', a.users.bandOptions.years.A);
    await expect(applicant).toContainText(bands);
    await expect(applicant).not.toContainText(`${a.users.gmv} A`);
    await expectAccessible(page, `${lang} applicants`);
    await page.screenshot({ path: testInfo.outputPath(`console-applicants-${lang}.png`), fullPage: true });

    // The audit log: an account decision, the account by name.
    await expectInAuditLog(page, a, a.audit.actions.user.approve, [a.audit.actionNames.user_approve, approved.company]);
    const approval = page.getByRole('row').filter({ hasText: approved.company }).filter({ hasText: a.audit.actionNames.user_approve });
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText(`${a.audit.fields.status}: ${a.status.pending}`);
    await expect(approval).toContainText(`${a.audit.fields.status}: ${a.status.approved}`);
    await expectCellsOnOneLine(page, [a.audit.time]);
    await expectAccessible(page, `${lang} audit log`);
    await page.screenshot({ path: testInfo.outputPath(`console-audit-${lang}.png`), fullPage: true });

    // A product: named by SKU and title, each field by its label, money as money, codes in words.
    const title = lang === 'zh' ? product.titleZh : product.titleEn;
    await expectInAuditLog(page, a, a.audit.actions.product_all, [a.audit.actionNames.product_update, `${sku} · ${title}`]);
    const change = page.getByRole('row').filter({ hasText: a.audit.actionNames.product_update }).filter({ hasText: sku });
    const usd = (minor: number) => formatMoney(minor, 'USD', lang);
    await expect(change).toContainText(`${a.audit.fields.prices}: ${usd(2599)}`);
    await expect(change).toContainText(`${a.audit.fields.prices}: ${usd(3150)}`);
    await expect(change).toContainText(`${a.audit.fields.stockQty}: 4`);
    await expect(change).toContainText(`${a.audit.fields.stockStatus}: ${a.catalogue.stockStatuses.low_stock}`);
    await expect(change).toContainText(`${a.audit.fields.status}: ${a.catalogue.statuses.hidden}`);
    await expect(change).toContainText(`${a.audit.fields.unit}: ${a.catalogue.units.box}`);
    const created = page.getByRole('row').filter({ hasText: a.audit.actionNames.product_create }).filter({ hasText: sku });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText(`${a.audit.fields.specs}: ${lang === 'zh' ? '材质 陶瓷' : 'Material Ceramic'}`);
    for (const row of [change, created]) {
      const text = await row.innerText();
      expect(text, 'a key in the product audit row').not.toMatch(RAW);
      for (const minor of [2599, 3150, 2399, 3999, 2099]) expect(text, `cents in the product audit row`).not.toMatch(cents(minor));
    }
    await expect(page.getByRole('row').filter({ hasText: `${a.audit.targetTypes.product} ${sku}` })).toHaveCount(0);
    await expectAccessible(page, `${lang} audit log, product changes`);
    await page.screenshot({ path: testInfo.outputPath(`console-audit-products-${lang}.png`), fullPage: true });

    // An inquiry: by its reference, its state by name, the quoted price as money.
    await expectInAuditLog(page, a, a.audit.actions.inquiry_all, [a.audit.actionNames.inquiry_quote, inquiry.reference]);
    const quote = page.getByRole('row').filter({ hasText: a.audit.actionNames.inquiry_quote }).filter({ hasText: inquiry.reference });
    await expect(quote).toContainText(`${a.audit.fields.state}: ${a.inquiryState['200']}`);
    await expect(quote).toContainText(`${a.audit.fields.lines}: #1 ${usd(1234)}`);
    const quoteText = await quote.innerText();
    expect(quoteText).not.toMatch(RAW);
    expect(quoteText).not.toMatch(cents(1234));
    await expectCellsOnOneLine(page, [a.audit.time]);
    await page.screenshot({ path: testInfo.outputPath(`console-audit-inquiries-${lang}.png`), fullPage: true });

    // Nowhere on these pages a raw action code or "user 5".
    const table = page.locator('.ant-table-tbody');
    await expect(table).not.toContainText('user.approve');
    await expect(table).not.toContainText(/\buser \d+/);
    await expect(table).not.toContainText('unitPrice');
  });
}
