import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, test } from './fixtures';
import { createApprovedBuyer, signIn } from './support/buyer';
import { issueInvoiceAsOperator } from './support/invoice-actors';
import { addInvoiceTitle } from './support/invoice-titles';

/**
 * A trade buyer upgrades, as a person does it, in Chinese on a desktop and in English on a 360 px
 * phone: a visitor pressing "Upgrade" is asked to sign in; signed in, the upgrade dialog opens with
 * the first plan selected; buying opens /pay in a new tab with the QR code and a countdown; the
 * sandbox cashier (the page the QR code encodes, reached through "open on this device") pays; the
 * pay tab moves to /payCallback and shows the payment received; /user/order lists the order as
 * paid; the first tab's header shows the new level. Then, a member, the buyer upgrades to the
 * invoiceable plan from the same dialog and pays it the same way, adds invoice titles on /user/order
 * (a company one made the default), requests the upgrade order's invoice from the Orders tab; the
 * operator issues it through the operator API; after a reload the buyer sees it issued. Every text
 * comes from the message files.
 */
type Messages = typeof enMessages;
type Plan = { id: number; level: number; title: string; price_fen: number; is_invoice: number };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const SHOTS = path.join('test-results', 'screenshots');
const PHONE = { width: 360, height: 780 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A company with a valid unified social credit code (GB 32100 check character). */
const COMPANY_TAX_NO = '91350100M000100Y43';

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1366, height: 900 }, device: 'desktop', invoiceNo: '24442000000022220001' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: PHONE, device: 'phone', invoiceNo: '24442000000022220002' },
] as const;

async function plans(page: Page, lang: string): Promise<Plan[]> {
  const res = await page.request.get(`/api/get/level/memo?lang=${lang}&site=us`);
  const body = (await res.json()) as { status: number; data: Plan[] };
  expect(body.status).toBe(200);
  expect(body.data.length).toBeGreaterThan(0);
  return body.data;
}

/** The header's upgrade entry: in the bar on desktops, in the menu sheet on phones. */
async function upgradeEntry(page: Page, m: Messages, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: m.header.menu, exact: true }).click();
    return page.getByRole('dialog', { name: m.header.menuTitle }).getByRole('button', { name: m.header.upgradeLong });
  }
  return page.getByRole('banner').getByRole('button', { name: m.header.upgrade });
}

async function newTab(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForLoadState();
  return tab;
}

/**
 * From the pay tab: the sandbox cashier (what the QR code encodes), marked as a test payment, either
 * through "open on this device" in the buyer's browser or, as a tester's phone that scanned the code
 * does it, in a browser with no session at all (the link's own token lets it act on this one order).
 * Pay there, and the pay tab notices by itself and moves to /payCallback, which shows the payment
 * received as the server records it.
 */
async function payOnSandboxCashier(
  context: BrowserContext,
  pay: Page,
  m: Messages,
  prefix: string,
  sn: string,
  options: { shot?: string; phone?: BrowserContext } = {},
) {
  const link = pay.getByRole('link', { name: m.pay.openOnDevice });
  let cashier: Page;
  if (options.phone) {
    cashier = await options.phone.newPage();
    await cashier.goto((await link.getAttribute('href'))!);
  } else {
    cashier = await newTab(context, () => link.click());
  }
  await expect(cashier).toHaveURL(new RegExp(`/pay/sandbox/${sn}\\?t=[0-9a-z]+\\.[\\w-]+$`));
  await expect(cashier.getByRole('heading', { name: m.pay.sandbox.title, level: 1 })).toBeVisible();
  await expect(cashier.getByTestId('test-payment-marker').getByText(m.pay.testMarker)).toBeVisible();
  if (options.phone) await expect(cashier.getByText(m.pay.sandbox.orderHidden)).toBeVisible();
  await cashier.getByRole('button', { name: m.pay.sandbox.pay, exact: true }).click();
  await expect(cashier.getByText(m.pay.sandbox.sentSuccess)).toBeVisible();
  await expectNoMissingMessages(cashier);
  if (options.shot) await cashier.screenshot({ path: path.join(SHOTS, `${options.shot}.png`), fullPage: true });
  await cashier.close();

  await expect(pay).toHaveURL(new RegExp(`${prefix}/payCallback\\?sn=${sn}$`), { timeout: 30_000 });
  await expect(pay.getByRole('heading', { name: m.pay.callback.paid })).toBeVisible();
  await expect(pay.getByRole('region', { name: m.pay.summaryTitle }).getByText(m.orderState.paid, { exact: true })).toBeVisible();
}

/** The order's row (table from large screens up) or card (phones) on /user/order's Orders tab. */
function orderEntry(page: Page, m: Messages, phone: boolean, sn: string) {
  const orders = page.getByRole(phone ? 'list' : 'table', { name: m.orders.tableLabel });
  return orders.getByTestId(phone ? 'order-card' : 'order-row').filter({ hasText: sn });
}

/** The header's upgrade entry once a member: it carries the plan's name, in the bar or in the menu sheet. */
async function expectHeaderPlan(page: Page, m: Messages, phone: boolean, label: string) {
  if (phone) {
    await page.getByRole('button', { name: m.header.menu, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: m.header.menuTitle });
    await expect(sheet.getByRole('button', { name: `${m.header.upgradeLong} ${label}` })).toBeVisible();
    return sheet.getByRole('button', { name: `${m.header.upgradeLong} ${label}` });
  }
  const entry = page.getByRole('banner').getByRole('button', { name: `${m.header.upgrade} ${label}` });
  await expect(entry).toBeVisible();
  return entry;
}

/**
 * Keeps a toast on screen: hovering it pauses sonner's timer (the toast stays until the pointer
 * leaves), so axe can check it — its rich colours are the store's, held to AA contrast like the rest.
 */
async function holdToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.hover();
  return toast;
}

async function expectAccessibleWithToast(page: Page, toast: Locator, where: string) {
  await expect(toast).toBeVisible();
  // Hovering expands a stack of toasts with a CSS transition; expectAccessible waits for it to settle.
  await expectAccessible(page, where);
  await expect(toast).toBeVisible();
}

for (const { lang, prefix, m, viewport, device, invoiceNo } of journeys) {
  test.describe(`membership upgrade (${lang}, ${device})`, () => {
    test.use({ viewport });
    const phone = device === 'phone';

    test(`a visitor pressing upgrade is asked to sign in (${lang}, ${device})`, async ({ page }) => {
      await page.goto(prefix || '/');
      await (await upgradeEntry(page, m, phone)).click();
      const dialog = page.getByTestId('sign-in-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(m.auth.reasons.upgrade)).toBeVisible();
      await expect(page.getByTestId('upgrade-dialog')).toHaveCount(0);
    });

    test(`a buyer buys the first plan, becomes a member, upgrades to the invoiceable plan and gets its invoice issued (${lang}, ${device})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.setTimeout(360_000);
      const all = await plans(page, lang);
      const [first, second] = all;
      // The seeded plans: the first (Quarterly) has no invoice; the upgrade goes to the next invoiceable one (Annual).
      expect(first!.is_invoice).toBe(0);
      const invoiceable = all.find((plan) => plan.is_invoice === 1 && plan.level > first!.level)!;
      expect(invoiceable).toBeTruthy();
      await page.goto(prefix || '/');
      await signIn(page, await createApprovedBuyer(test.info().project.use.baseURL ?? 'http://localhost:3210'), m);

      // 1. The upgrade dialog: the plans as cards, the first selected, what it brings.
      await (await upgradeEntry(page, m, phone)).click();
      const dialog = page.getByTestId('upgrade-dialog');
      await expect(dialog.getByRole('heading', { name: m.membership.dialogTitle })).toBeVisible();
      const plansGroup = dialog.getByRole('radiogroup', { name: m.membership.plansLabel });
      await expect(plansGroup.getByRole('radio', { name: first!.title, exact: true })).toBeChecked();
      await expect(dialog.getByRole('heading', { name: fill(m.membership.gainTitle, { plan: first!.title }) })).toBeVisible();
      await expect(dialog.getByText(m.membership.current)).toHaveCount(0);
      await expect(dialog.getByTestId('daily-allowance')).toBeVisible();
      await expectNoMissingMessages(page);
      await page.screenshot({ path: path.join(SHOTS, `membership-dialog-${lang}-${device}.png`) });

      // 2. Buy: /pay opens in a new tab with the order from the server, its QR code and a countdown.
      const buy = dialog.getByRole('button', { name: fill(m.membership.buy, { plan: first!.title }) });
      const pay = await newTab(context, () => buy.click());
      await expect(pay).toHaveURL(new RegExp(`${prefix}/pay\\?.*sn=VIP[A-Z0-9]+`));
      const sn = new URL(pay.url()).searchParams.get('sn')!;
      expect(new URL(pay.url()).searchParams.get('vipId')).toBe(String(first!.id));
      await expect(pay.getByRole('heading', { name: m.pay.title, level: 1 })).toBeVisible();
      await expect(pay.getByRole('img', { name: fill(m.pay.qrLabel, { sn }) })).toBeVisible();
      await expect(pay.getByTestId('pay-countdown')).toHaveText(/^\d{1,2}:\d{2}(:\d{2})?$/);
      const summary = pay.getByRole('region', { name: m.pay.summaryTitle });
      await expect(summary.getByText(first!.title, { exact: true })).toBeVisible();
      await expect(summary.getByText(m.orderState.pending, { exact: true })).toBeVisible();
      await expect(pay.getByText(m.pay.waiting)).toBeVisible();
      // The store runs the sandbox: the pay page says it is a test payment.
      await expect(pay.getByTestId('test-payment-marker').getByText(m.pay.testMarker)).toBeVisible();
      await expect(pay.getByText(m.pay.testMarkerText)).toBeVisible();
      await expectNoMissingMessages(pay);
      await pay.screenshot({ path: path.join(SHOTS, `membership-pay-${lang}-${device}.png`), fullPage: true });

      // 3. The sandbox cashier (what the QR code encodes), opened as the tester's phone does it: a browser
      //    with no session, only the link; press Pay.
      // 4. The pay tab notices by itself and moves to /payCallback, which reads the result from the server.
      const phoneBrowser = await browser.newContext({ viewport: PHONE, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await payOnSandboxCashier(context, pay, m, prefix, sn, { shot: `membership-cashier-${lang}-${device}`, phone: phoneBrowser });
      await phoneBrowser.close();
      await expectNoMissingMessages(pay);
      await pay.screenshot({ path: path.join(SHOTS, `membership-callback-${lang}-${device}.png`), fullPage: true });

      // 5. /user/order lists the order as paid, with the membership expiry.
      await pay.getByRole('link', { name: m.pay.toOrders }).click();
      await expect(pay).toHaveURL(new RegExp(`${prefix}/user/order$`));
      const row = orderEntry(pay, m, phone, sn);
      await expect(row).toHaveCount(1);
      await expect(row.getByText(m.orderState.paid, { exact: true })).toBeVisible();
      await expect(row.getByText(first!.title)).toBeVisible();
      await expectNoMissingMessages(pay);
      await pay.screenshot({ path: path.join(SHOTS, `membership-orders-${lang}-${device}.png`), fullPage: true });
      await pay.close();

      // 6. The first tab's header shows the new plan's name (the pay tab told it).
      // 7. Opened again, the dialog marks the plan in force; a higher one is offered as an upgrade.
      await (await expectHeaderPlan(page, m, phone, first!.title)).click();
      await expect(plansGroup.getByTestId('plan-card').first().getByText(m.membership.current, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: fill(m.membership.renew, { plan: first!.title }) })).toBeVisible();
      if (second) {
        await plansGroup.getByRole('radio', { name: second.title, exact: true }).check();
        await expect(dialog.getByRole('button', { name: fill(m.membership.upgrade, { plan: second.title }) })).toBeVisible();
      }
      await page.screenshot({ path: path.join(SHOTS, `membership-dialog-member-${lang}-${device}.png`) });

      // 8. Upgrade to the invoiceable plan from the same dialog: /pay opens for the upgrade order
      //    (the prorated difference), paid on the sandbox cashier like the first.
      await plansGroup.getByRole('radio', { name: invoiceable.title, exact: true }).check();
      await expect(dialog.getByRole('heading', { name: fill(m.membership.gainTitle, { plan: invoiceable.title }) })).toBeVisible();
      const invoiceableCard = plansGroup.getByTestId('plan-card').filter({ has: page.getByText(invoiceable.title, { exact: true }) });
      await expect(invoiceableCard.getByText(m.membership.invoiceYes)).toBeVisible();
      // What the upgrade costs now, before any order: the prorated price and the days it credits.
      await expect(dialog.getByTestId('upgrade-quote')).toContainText(/\d/);
      // The first tab confirms the pay page opened with a success toast; held, it is checked with axe below.
      // It is held as soon as it shows, while the new tab still loads: sonner removes it after 4 s, and on
      // a busy machine the tab's load can take longer than that.
      const [payOpened, upgradePay] = await Promise.all([
        holdToast(page, m.membership.payOpened),
        newTab(context, () =>
          dialog.getByRole('button', { name: fill(m.membership.upgrade, { plan: invoiceable.title }) }).click(),
        ),
      ]);
      await expect(upgradePay).toHaveURL(new RegExp(`${prefix}/pay\\?.*sn=VIP[A-Z0-9]+`));
      const upgradeSn = new URL(upgradePay.url()).searchParams.get('sn')!;
      expect(upgradeSn).not.toBe(sn);
      expect(new URL(upgradePay.url()).searchParams.get('vipId')).toBe(String(invoiceable.id));
      await expect(upgradePay.getByRole('img', { name: fill(m.pay.qrLabel, { sn: upgradeSn }) })).toBeVisible();
      await expect(upgradePay.getByTestId('pay-countdown')).toBeVisible();
      const upgradeSummary = upgradePay.getByRole('region', { name: m.pay.summaryTitle });
      await expect(upgradeSummary.getByText(invoiceable.title, { exact: true })).toBeVisible();
      await expect(upgradeSummary.getByText(m.pay.types['2'], { exact: true })).toBeVisible();
      await expectAccessibleWithToast(page, payOpened, `upgrade dialog closed, success toast (${lang}, ${device})`);
      await payOnSandboxCashier(context, upgradePay, m, prefix, upgradeSn);
      await expectNoMissingMessages(upgradePay);
      await upgradePay.screenshot({ path: path.join(SHOTS, `membership-upgrade-callback-${lang}-${device}.png`), fullPage: true });

      // 9. The orders list: the upgrade paid and invoiceable, the first order (no invoice with its plan) not.
      await upgradePay.getByRole('link', { name: m.pay.toOrders }).click();
      await expect(upgradePay).toHaveURL(new RegExp(`${prefix}/user/order$`));
      const orderPage = upgradePay;
      const upgradeRow = orderEntry(orderPage, m, phone, upgradeSn);
      await expect(upgradeRow.getByText(m.orderState.paid, { exact: true })).toBeVisible();
      await expect(upgradeRow.getByText(m.orders.types['2'], { exact: false })).toBeVisible();
      await expect(upgradeRow.getByText(m.orders.invoice.none, { exact: true })).toBeVisible();
      await expect(orderEntry(orderPage, m, phone, sn).getByText(m.orders.invoice.notInvoiceable, { exact: true })).toBeVisible();
      await expect(orderEntry(orderPage, m, phone, sn).getByRole('button', { name: fill(m.orders.requestInvoiceLabel, { sn }) })).toHaveCount(0);

      // 10. The first tab's header shows the higher plan's name.
      await page.reload();
      await expectHeaderPlan(page, m, phone, invoiceable.title);
      await page.close();

      // 11. Invoice titles: a personal one (the first becomes the default), then the company, made the default.
      await orderPage.getByRole('tab', { name: m.invoices.tabs.titles, exact: true }).click();
      const person = lang === 'zh' ? '陈静' : 'Chen Jing';
      const company = `${lang === 'zh' ? '福州会员汽配有限公司' : 'Fuzhou Member Auto Parts Co., Ltd.'} ${upgradeSn.slice(-6)}`;
      await addInvoiceTitle(orderPage, m, { kind: 'personal', name: person });
      await expect(orderPage.getByTestId('invoice-title').filter({ hasText: person }).getByText(m.invoices.titles.default, { exact: true })).toBeVisible();
      await addInvoiceTitle(orderPage, m, { kind: 'company', name: company, taxNo: COMPANY_TAX_NO });
      const companyCard = orderPage.getByTestId('invoice-title').filter({ hasText: company });
      await expect(companyCard).toContainText(COMPANY_TAX_NO);
      await expect(companyCard.getByText(m.invoices.titles.default, { exact: true })).toHaveCount(0);
      await companyCard.getByRole('button', { name: fill(m.invoices.titles.makeDefaultLabel, { name: company }) }).click();
      const madeDefault = await holdToast(orderPage, fill(m.invoices.titles.madeDefault, { name: company }));
      await expect(companyCard.getByText(m.invoices.titles.default, { exact: true })).toBeVisible();
      await expect(orderPage.getByTestId('invoice-title').filter({ hasText: person }).getByText(m.invoices.titles.default, { exact: true })).toHaveCount(0);
      await expectAccessibleWithToast(orderPage, madeDefault, `invoice titles with a success toast (${lang}, ${device})`);

      // 12. Back on the Orders tab, "request invoice" on the paid upgrade order, under the default title.
      await orderPage.getByRole('tab', { name: m.invoices.tabs.orders, exact: true }).click();
      await upgradeRow.getByRole('button', { name: fill(m.orders.requestInvoiceLabel, { sn: upgradeSn }) }).click();
      const request = orderPage.getByRole('dialog', { name: m.invoices.request.title });
      await expect(request).toBeVisible();
      await expect(request.getByRole('radio', { name: new RegExp(company) })).toBeChecked();
      await expect(request.getByRole('radio', { name: m.invoices.type.normal, exact: true })).toBeChecked();
      const email = `finance-${lang}-${upgradeSn.slice(-6)}@example.com`;
      await request.getByLabel(m.invoices.request.email).fill(email);
      await request.getByRole('button', { name: m.invoices.request.submit, exact: true }).click();
      await expect(request).toBeHidden();
      await expect(orderPage.getByText(fill(m.invoices.request.done, { email }))).toBeVisible();
      await expect(upgradeRow.getByText(m.orders.invoice.requested, { exact: true })).toBeVisible();
      await expect(upgradeRow.getByRole('button', { name: fill(m.orders.requestInvoiceLabel, { sn: upgradeSn }) })).toHaveCount(0);
      await orderPage.getByRole('tab', { name: m.invoices.tabs.invoices, exact: true }).click();
      const invoice = orderPage.getByTestId('invoice').filter({ hasText: upgradeSn });
      await expect(invoice.getByTestId('invoice-state')).toHaveText(m.invoices.state.requested);
      await expect(invoice).toContainText(company);

      // 13. The operator issues it (number and PDF) through the operator API; the buyer reloads and sees it issued.
      await issueInvoiceAsOperator(baseURL!, upgradeSn, invoiceNo, PDF);
      await orderPage.reload();
      await expect(upgradeRow.getByText(m.orders.invoice.issued, { exact: true })).toBeVisible();
      await orderPage.getByRole('tab', { name: m.invoices.tabs.invoices, exact: true }).click();
      await expect(invoice.getByTestId('invoice-state')).toHaveText(m.invoices.state.issued);
      await expect(invoice).toContainText(invoiceNo);
      await expect(invoice.getByRole('button', { name: fill(m.invoices.list.downloadPdfLabel, { invoiceNo }) })).toBeVisible();
      await expectNoMissingMessages(orderPage);
      await orderPage.screenshot({ path: path.join(SHOTS, `membership-invoice-issued-${lang}-${device}.png`), fullPage: true });
    });
  });
}

test('an unpaid order is paid from the orders list or cancelled on its pay page (zh)', async ({ page, context }) => {
  test.setTimeout(120_000);
  const m = zhMessages as Messages;
  await page.setViewportSize({ width: 1366, height: 900 });
  const [first] = await plans(page, 'zh');
  await page.goto('/');
  await signIn(page, await createApprovedBuyer(test.info().project.use.baseURL ?? 'http://localhost:3210'), m);
  await (await upgradeEntry(page, m, false)).click();
  const dialog = page.getByTestId('upgrade-dialog');
  const firstTab = await newTab(context, () =>
    dialog.getByRole('button', { name: fill(m.membership.buy, { plan: first!.title }) }).click(),
  );
  await expect(firstTab.getByTestId('pay-countdown')).toBeVisible();
  const sn = new URL(firstTab.url()).searchParams.get('sn')!;
  await firstTab.close();

  // The orders list offers "pay now" for the unpaid order; it reopens /pay in a new tab.
  await page.goto('/user/order');
  const row = page.getByRole('table', { name: m.orders.tableLabel }).getByTestId('order-row').filter({ hasText: sn });
  await expect(row.getByText(m.orderState.pending, { exact: true })).toBeVisible();
  const pay = await newTab(context, () => row.getByRole('link', { name: fill(m.orders.payNowLabel, { sn }) }).click());
  await expect(pay).toHaveURL(new RegExp(`/pay\\?.*sn=${sn}`));
  await expect(pay.getByRole('img', { name: fill(m.pay.qrLabel, { sn }) })).toBeVisible();

  // Cancelled there, it settles on /payCallback and the list no longer offers to pay it.
  await pay.getByRole('button', { name: m.pay.cancel }).click();
  await expect(pay).toHaveURL(new RegExp(`/payCallback\\?sn=${sn}$`));
  await expect(pay.getByRole('heading', { name: m.pay.callback.cancelledTitle })).toBeVisible();
  await pay.close();
  await page.reload();
  await expect(row.getByText(m.orderState.cancelled, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: fill(m.orders.payNowLabel, { sn }) })).toHaveCount(0);
});
