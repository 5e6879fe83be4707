import { generate } from 'otplib';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectAccessible as expectAccessibleNow, test } from './fixtures';
import { applyForAccount, setPassword } from './support/buyer';
import { sendInquiryAsBuyer } from './support/inquiry-actors';
import { requestInvoiceAsBuyer } from './support/invoice-actors';
import { consoleBuyer } from './support/invoice-buyers';
import { consoleAdmin } from './support/operator';
import { chooseConsoleEnglish } from './support/console-language';

/*
 * The operator console as its admin uses it, in Chinese and then in English: sign in with the
 * password, set up the authenticator the first time (the key typed in as a person would, the code
 * computed from it like a phone app does) and enter its code the next time; approve an applicant
 * (who can then set a password), send a failed message again, settle a late payment, change a plan's
 * price, issue an invoice, quote a buyer's inquiry in the quote editor, and find each in the audit log.
 * axe checks every screen on the way.
 */
type AdminTexts = (typeof enMessages)['admin'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The quarterly plan's new price: the Chinese journey lowers the seeded 999, the English one puts it back. */
const otherPrice = (current: number) => (current === 999 ? 899 : 999);
const yuan = (lang: 'zh' | 'en', amount: number) =>
  new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: 'CNY' }).format(
    amount,
  );
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_m, k: string) => params[k] ?? '');
const LANGS = [
  { lang: 'zh', m: zhMessages as typeof enMessages },
  { lang: 'en', m: enMessages },
] as const;

test.describe.configure({ mode: 'serial' });

type Admin = { mobile: string; password: string };
/** What each admin's phone holds after its first sign-in (each attempt has an admin of its own: operator.ts). */
const secrets = new Map<string, string>();

/**
 * axe on a console page once antd has settled: no button still loading, no spinner. A filter's answer
 * ends a button's loading state after the rows are drawn, and axe measuring that button mid-transition
 * reported white text on white (a contrast no operator sees once it has settled); likewise a notice
 * caught while it fades out.
 */
async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  // A notice fading out (antd's message, 3 s) measured mid-fade reads as grey on white.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessibleNow(page, where);
}

/** The code an authenticator app shows now — or for the next 30-second step, which the server accepts as clock drift. */
function authenticatorCode(secret: string, nextStep = false): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + (nextStep ? 30 : 0) });
}

async function signInToConsole(page: Page, admin: Admin, lang: 'zh' | 'en', m: typeof enMessages) {
  const a = m.admin;
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  if (lang === 'en') await chooseConsoleEnglish(page);
  await expect(page.getByRole('heading', { name: a.title, level: 1 })).toBeVisible();
  await expectAccessible(page, `${lang} sign-in`);
  await page.getByLabel(a.signIn.mobile).fill(admin.mobile);
  await page.getByLabel(a.signIn.password).fill(admin.password);
  await page.getByRole('button', { name: a.signIn.submit }).click();

  let secret = secrets.get(admin.mobile);
  if (!secret) {
    // First sign-in: set up the authenticator with the key shown for manual entry.
    await expect(page.getByRole('heading', { name: a.signIn.enrolTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: a.signIn.qrLabel })).toBeVisible();
    await expectAccessible(page, `${lang} authenticator set-up`);
    secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    secrets.set(admin.mobile, secret);
    await page.getByLabel(a.signIn.code).fill('000000');
    await page.getByRole('button', { name: a.signIn.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.api.secondFactorCodeInvalid })).toBeVisible();
    await page.getByLabel(a.signIn.code).fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: a.signIn.confirm }).click();
    const codes = page.getByRole('list', { name: a.signIn.recoveryTitle });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expectAccessible(page, `${lang} recovery codes`);
    await page.getByRole('button', { name: a.signIn.recoveryDone }).click();
  } else {
    await expect(page.getByRole('heading', { name: a.signIn.verifyTitle })).toBeVisible();
    await expectAccessible(page, `${lang} authenticator code`);
    await page.getByLabel(a.signIn.code).fill(await authenticatorCode(secret, true));
    await page.getByRole('button', { name: a.signIn.verify }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: a.dashboard.title, level: 1 })).toBeVisible();
}

for (const { lang, m } of LANGS) {
  const a: AdminTexts = m.admin;
  test(`admin signs in with the second factor, approves an applicant, retries a failed message, issues an invoice, quotes an inquiry, finds each in the audit log (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(Number(process.env.ADMIN_SPEC_TIMEOUT_MS ?? 180_000));
    const applicant = await applyForAccount(baseURL!, { company: `控制台测试汽配 ${lang} ${Date.now()}` });
    // A retry is a fresh admin (the first attempt's authenticator stays enrolled) with fresh buyers.
    const admin = consoleAdmin(test.info().retry);

    await signInToConsole(page, admin, lang, m);
    await expect(page.getByText(a.dashboard.pendingApplicants)).toBeVisible();
    await expectAccessible(page, `${lang} dashboard`);

    // The pending queue: approve the new applicant.
    await page.getByRole('complementary').getByRole('link', { name: a.nav.applicants, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.applicants.title, level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: applicant.company });
    await expect(row).toBeVisible();
    await expectAccessible(page, `${lang} applicants`);
    await row.getByRole('button', { name: a.users.approve }).click();
    await page.getByRole('button', { name: a.users.yes }).click();
    await expect(page.getByText(a.users.done.approve.replace('{name}', '李明'))).toBeVisible();
    await expect(row).toBeHidden();
    // Approved: the buyer can now set a password with an SMS code.
    await setPassword(baseURL!, applicant.mobile, 'Brake-Caliper-2026');

    // Messages: the applicant's chat-bot notice failed (the webhook is gone); send it again.
    await page.getByRole('complementary').getByRole('link', { name: a.nav.outbox, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.outbox.title, level: 1 })).toBeVisible();
    // The worker tries it within seconds of the application: look again until it shows as failed.
    const failed = page
      .getByRole('row')
      .filter({ hasText: applicant.company })
      .filter({ hasText: a.outbox.states.dead });
    await expect(async () => {
      await page.reload();
      await expect(failed).toBeVisible({ timeout: 8_000 });
    }).toPass({ timeout: 45_000 });
    await expectAccessible(page, `${lang} messages`);
    const id = (await failed.getByRole('cell').first().innerText()).trim();
    await failed.getByRole('button', { name: a.outbox.retry }).click();
    await expect(page.getByText(a.outbox.retried.replace('{id}', id))).toBeVisible();

    // Orders: the seeded buyer's payment that arrived after its order expired waits for a refund.
    const buyer = consoleBuyer(lang, test.info().retry);
    await page.getByRole('complementary').getByRole('link', { name: a.nav.orders, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.orders.title, level: 1 })).toBeVisible();
    // Each screen names itself in the browser's tab.
    await expect(page).toHaveTitle(`${a.nav.orders} · ${a.title}`);
    await page.getByLabel(a.orders.search).fill(buyer.mobile);
    await page.getByRole('button', { name: a.orders.filter }).click();
    const late = page.getByRole('row').filter({ hasText: a.orders.refunds.required });
    await expect(late).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: buyer.mobile })).toHaveCount(2);
    await expectAccessible(page, `${lang} orders`);
    const lateSn = (await late.getByRole('link').innerText()).trim();
    await late.getByRole('link', { name: fill(a.orders.open, { sn: lateSn }) }).click();
    await expect(
      page.getByRole('heading', { name: fill(a.orders.detailTitle, { sn: lateSn }), level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: a.orders.results.late }).filter({ hasText: 'order-expired' }),
    ).toBeVisible();
    await expect(page.getByText(a.orders.lateNotice)).toBeVisible();
    await expectAccessible(page, `${lang} order with its payment notifications`);
    await page.getByLabel(a.orders.refundNote).fill(`ALIPAY-REFUND-${lang}`);
    await page.getByRole('button', { name: a.orders.markRefunded }).click();
    await expect(page.getByText(fill(a.orders.refunded, { sn: lateSn }))).toBeVisible();
    await expect(page.getByText(a.orders.lateNotice)).toBeHidden();

    // Plans: the admin changes the quarterly plan's price; buyers are offered the new one.
    const planName = lang === 'zh' ? '季度会员' : 'Quarterly membership';
    const offeredPrice = async () => {
      const res = await page.request.get(`/api/get/level/memo?lang=${lang}&site=us`);
      const body = (await res.json()) as { data: { title: string; price: number }[] };
      return body.data.find((p) => p.title === planName)?.price;
    };
    // What buyers are offered now (a retry may find the price its first attempt set).
    const from = await offeredPrice();
    expect(from).toBeDefined();
    const price = { from: from!, to: otherPrice(from!) };
    await page.getByRole('complementary').getByRole('link', { name: a.nav.plans, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.plans.title, level: 1 })).toBeVisible();
    await expectAccessible(page, `${lang} plans`);
    await page.getByRole('link', { name: fill(a.plans.editOne, { name: planName }) }).click();
    await expect(
      page.getByRole('heading', { name: fill(a.plans.editTitle, { name: planName }), level: 1 }),
    ).toBeVisible();
    // Checked as the admin uses it: once the plan's values have filled the form.
    await expect(page.getByLabel(a.plans.price)).toHaveValue(price.from.toFixed(2));
    await expectAccessible(page, `${lang} plan editor`);
    await page.getByLabel(a.plans.price).fill(String(price.to));
    await page.getByRole('button', { name: a.plans.save }).click();
    await expect(page.getByText(fill(a.plans.saved, { name: planName }))).toBeVisible();
    await page.getByRole('link', { name: a.plans.back }).click();
    await expect(page.getByRole('row').filter({ hasText: planName }).first()).toContainText(
      yuan(lang, price.to),
    );
    expect(await offeredPrice()).toBe(price.to);

    // Invoices: the buyer asked for one; the admin issues it with its number and uploads the PDF.
    const invoiceSn = await requestInvoiceAsBuyer(baseURL!, buyer);
    const invoiceNo = `2444200000${Date.now()}`.slice(0, 20);
    await page.getByRole('complementary').getByRole('link', { name: a.nav.invoices, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.invoices.title, level: 1 })).toBeVisible();
    const requested = page.getByRole('row').filter({ hasText: invoiceSn });
    await expect(requested).toContainText(a.invoices.states.requested);
    await expectAccessible(page, `${lang} invoice requests`);
    await requested.getByRole('button', { name: fill(a.invoices.issueOne, { sn: invoiceSn }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(a.invoices.issueTitle, { sn: invoiceSn }) });
    await dialog.getByLabel(a.invoices.number).fill(invoiceNo);
    await expectAccessible(page, `${lang} issue invoice dialog`);
    await dialog.getByRole('button', { name: a.invoices.confirm }).click();
    await expect(page.getByText(fill(a.invoices.issued, { sn: invoiceSn }))).toBeVisible();
    // Issued ones leave the queue of requests: show them all.
    // A person clicks the select's box; with a value chosen, antd draws that value over its search input.
    await page.locator('.ant-select', { has: page.getByLabel(a.invoices.state) }).click();
    await page.locator('.ant-select-dropdown').getByTitle(a.invoices.all, { exact: true }).click();
    const issuedRow = page.getByRole('row').filter({ hasText: invoiceSn });
    await expect(issuedRow).toContainText(invoiceNo);
    await expect(issuedRow).toContainText(a.invoices.noPdf);
    const chooser = page.waitForEvent('filechooser');
    await issuedRow.getByRole('button', { name: fill(a.invoices.uploadOne, { sn: invoiceSn }) }).click();
    await (await chooser).setFiles({ name: 'fapiao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(fill(a.invoices.uploaded, { sn: invoiceSn }))).toBeVisible();
    await expect(issuedRow).toContainText(a.invoices.hasPdf);

    // Inquiries: the buyer asks for a quotation; the newest first in the queue, priced in the editor.
    const inquiry = await sendInquiryAsBuyer(baseURL!, buyer, lang, `Console journey ${lang}: please quote.`);
    await page.getByRole('complementary').getByRole('link', { name: a.nav.inquiries, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.inquiries.title, level: 1 })).toBeVisible();
    // The queue is in deadline order; the operator sorts by age to see what just came in, newest first.
    await page.getByRole('columnheader', { name: a.inquiries.age }).click();
    await page.getByRole('link', { name: inquiry.reference, exact: true }).click();
    await expect(
      page.getByRole('heading', { name: fill(a.quote.title, { reference: inquiry.reference }), level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`Console journey ${lang}: please quote.`)).toBeVisible();
    await expectAccessible(page, `${lang} quote editor`);
    await page.getByLabel(fill(a.quote.unitPriceOf, { line: '1' })).fill('12.34');
    await page.getByLabel(a.quote.message).fill(lang === 'zh' ? '含税价，七天内有效。' : 'Tax included, valid for a week.');
    await page.getByRole('button', { name: a.quote.send }).click();
    // Sending asks first (the total and the buyer: tests/e2e/admin-quote.spec.ts reads them).
    await page
      .getByRole('dialog', { name: fill(a.quote.confirmTitle, { reference: inquiry.reference }) })
      .getByRole('button', { name: a.quote.confirmSend })
      .click();
    await expect(page.getByText(fill(a.quote.sent, { reference: inquiry.reference }))).toBeVisible();

    // The audit log has them all, with who did them.
    await page.getByRole('complementary').getByRole('link', { name: a.nav.audit, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.audit.title, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: a.audit.actionNames.user_approve }).filter({ hasText: admin.mobile }).first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: a.audit.actionNames.outbox_retry })
        .filter({ hasText: `${a.audit.targetTypes.outbox} ${id}` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: lang === 'zh' ? a.audit.actionNames.staff_totp_enrol : a.audit.actionNames['staff_second-factor'] })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: a.audit.actionNames.order_refunded }).filter({ hasText: lateSn }),
    ).toBeVisible();
    // Money as money: the plan's new price in yuan, never its fen.
    const planRow = page.getByRole('row').filter({ hasText: a.audit.actionNames.plan_update }).first();
    await expect(planRow).toContainText(`${a.audit.fields.price_fen}: ${yuan(lang, price.to)}`);
    // The plan by its name, not "Plan 2".
    await expect(planRow).toContainText(planName);
    await expect(planRow).not.toContainText(new RegExp(`${a.audit.targetTypes.plan} \\d`));
    await expect(planRow).not.toContainText(String(price.to * 100));
    await expect(page.getByRole('row').filter({ hasText: a.audit.actionNames.invoice_issue }).first()).toBeVisible();
    await expectAccessible(page, `${lang} audit log`);
    // Filtered to account decisions only.
    await page.getByLabel(a.audit.action).click();
    // antd draws the visible options apart from its hidden listbox; each carries its text as a title.
    await page
      .locator('.ant-select-dropdown')
      .getByTitle(a.audit.actions.user.approve, { exact: true })
      .click();
    await page.getByRole('button', { name: a.audit.filter }).click();
    await expect(page.getByRole('row').filter({ hasText: a.audit.actionNames.outbox_retry })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: a.audit.actionNames.user_approve }).first()).toBeVisible();
    // … and to inquiry actions: the quote, under the inquiry's reference. With a value chosen, antd draws
    // it over the select's input: a person clicks the box.
    await page.locator('.ant-select', { has: page.getByLabel(a.audit.action) }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(a.audit.actions.inquiry_all, { exact: true })
      .click();
    await page.getByRole('button', { name: a.audit.filter }).click();
    await expect(page.getByRole('row').filter({ hasText: a.audit.actionNames.user_approve })).toHaveCount(0);
    const quoteRow = page.getByRole('row').filter({ hasText: a.audit.actionNames.inquiry_quote }).filter({ hasText: inquiry.reference });
    await expect(quoteRow).toBeVisible();
    // The quoted prices as money, not the raw record in minor units.
    await expect(quoteRow).toContainText(`${a.audit.fields.lines}: #1 `);
    await expect(quoteRow).toContainText('12.34');
    await expect(quoteRow).not.toContainText('unitPrice');
  });
}
