import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, signIn, test } from './fixtures';
import { issueInvoiceAsOperator } from './support/invoice-actors';
import { INVOICE_BUYERS } from './support/invoice-buyers';
import { addInvoiceTitle } from './support/invoice-titles';

/**
 * A buyer with a paid membership order gets its invoice (fapiao), as a person does it, in Chinese on
 * a desktop and in English on a phone: adds a personal and a company title on /user/order, makes the
 * company the default, requests the invoice of the order under it; the operator issues it with a
 * number and a PDF through the operator API; the buyer sees it issued and downloads the PDF.
 */
type Messages = typeof enMessages;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const SHOTS = path.join('test-results', 'screenshots');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1366, height: 900 }, name: 'desktop', invoiceNo: '24442000000011110001' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 360, height: 780 }, name: 'phone', invoiceNo: '24442000000011110002' },
] as const;

/** axe on the page as it stands, toasts included (their rich colours are held to AA in globals.css). */
async function checkAccessible(page: Page, where: string) {
  await expectAccessible(page, where);
}

for (const { lang, prefix, m, viewport, name, invoiceNo } of journeys) {
  test(`a buyer adds invoice titles, requests the invoice of a paid order and downloads it once issued (${lang}, ${name})`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await page.goto(prefix || '/');
    await signIn(page, INVOICE_BUYERS[lang], m);
    await page.goto(`${prefix}/user/order`);
    await expect(page.getByRole('tab', { name: m.invoices.tabs.orders, exact: true })).toHaveAttribute('aria-selected', 'true');

    // 1. Titles: a personal one (the first becomes the default), then the company, made the default.
    await page.getByRole('tab', { name: m.invoices.tabs.titles, exact: true }).click();
    const company = `${lang === 'zh' ? '福州示例汽配有限公司' : 'Fuzhou Example Auto Parts Co., Ltd.'} ${Date.now() % 100000}`;
    const person = lang === 'zh' ? '陈静' : 'Chen Jing';
    await addInvoiceTitle(page, m, { kind: 'personal', name: person });
    // A typing mistake in the code's last character is caught in the browser, with the server's own words.
    await addInvoiceTitle(page, m, { kind: 'company', name: company, taxNo: '91350100M000100Y43' }, { mistypeCheckCharacter: true });
    const companyCard = page.getByTestId('invoice-title').filter({ hasText: company });
    await expect(companyCard).toContainText('91350100M000100Y43');
    await expect(companyCard.getByText(m.invoices.titles.default, { exact: true })).toHaveCount(0);
    await companyCard.getByRole('button', { name: fill(m.invoices.titles.makeDefaultLabel, { name: company }) }).click();
    await expect(page.getByText(fill(m.invoices.titles.madeDefault, { name: company }))).toBeVisible();
    await expect(companyCard.getByText(m.invoices.titles.default, { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-title').first()).toContainText(company);
    await checkAccessible(page, `invoice titles tab (${lang}, ${name})`);

    // 2. Invoices: the paid order waits for its invoice; request it under the default title.
    await page.getByRole('tab', { name: m.invoices.tabs.invoices, exact: true }).click();
    await expect(page.getByTestId('invoice-statistics')).toBeVisible();
    const waiting = page.getByTestId('awaiting-order').first();
    await expect(waiting).toBeVisible();
    const sn = /VIP\d+/.exec(await waiting.innerText())?.[0];
    expect(sn).toBeTruthy();
    await waiting.getByRole('button', { name: fill(m.invoices.request.openLabel, { sn: sn! }) }).click();
    const dialog = page.getByRole('dialog', { name: m.invoices.request.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: new RegExp(company) })).toBeChecked();
    await dialog.getByRole('radio', { name: m.invoices.type.special, exact: true }).check();
    const email = `finance-${lang}@example.com`;
    await dialog.getByLabel(m.invoices.request.email).fill(email);
    await checkAccessible(page, `request invoice dialog (${lang}, ${name})`);
    await dialog.getByRole('button', { name: m.invoices.request.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(m.invoices.request.done, { email }))).toBeVisible();
    const invoice = page.getByTestId('invoice').filter({ hasText: sn! });
    await expect(invoice.getByTestId('invoice-state')).toHaveText(m.invoices.state.requested);
    await expect(invoice).toContainText(m.invoices.type.special);
    await expect(invoice).toContainText(company);
    await expect(page.getByTestId('awaiting-order').filter({ hasText: sn! })).toHaveCount(0);

    // 3. The operator issues it with its number and PDF; the buyer sees it issued and downloads the PDF.
    await issueInvoiceAsOperator(baseURL!, sn!, invoiceNo, PDF);
    await page.reload();
    await page.getByRole('tab', { name: m.invoices.tabs.invoices, exact: true }).click();
    await expect(invoice.getByTestId('invoice-state')).toHaveText(m.invoices.state.issued);
    await expect(invoice).toContainText(invoiceNo);
    await expectNoMissingMessages(page);
    await checkAccessible(page, `invoices tab, issued (${lang}, ${name})`);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `invoices-${lang}-${name}.png`), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: fill(m.invoices.list.downloadPdfLabel, { invoiceNo }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo}.pdf`);
    const file = path.join(test.info().outputDir, download.suggestedFilename());
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
