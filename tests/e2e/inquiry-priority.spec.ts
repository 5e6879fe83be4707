import fs from 'node:fs';
import path from 'node:path';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { request, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible as expectAccessibleNow, test } from './fixtures';
import { signInToConsoleAsOperator } from './support/console-language';
import { sendInquiryAsBuyer, signInBrowser } from './support/inquiry-actors';
import { operatorSession } from './support/operator';
import { PRIORITY_PASSWORD, PRIORITY_PEOPLE } from './support/priority-people';

/*
 * What a member's plan promises about inquiries and renewal, as people see it (docs/decisions/0067):
 * the operators' queue puts a member's inquiry (8 hours) before a free buyer's sent earlier (72 hours),
 * with the time left, and marks an inquiry past its deadline; the member reads "answer expected by …"
 * on their inquiry, the account manager an operator assigned (name and number) on the profile, and, as
 * the owner of a membership ending in 20 days, the renewal banner with the date and the renewal price.
 * Storefront in Chinese on a desktop and in English on a phone; the console in both languages.
 */
type Messages = typeof enMessages;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };
const JOURNEYS = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: DESKTOP, device: 'desktop' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: PHONE, device: 'phone' },
] as const;
const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'screenshots');
/** A message with its {placeholders} as "anything": what the person reads around the values. */
const pattern = (text: string) =>
  new RegExp(text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** axe once antd has settled (no loading button, no spinner): see admin.spec.ts. */
async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

type Envelope<T> = { status: number; msg: string; data: T };

/** A buyer's session token, signed in through the API as the sign-in dialog would. */
async function tokenOf(base: string, mobile: string): Promise<string> {
  const api = await request.newContext({ baseURL: base });
  try {
    await api.get('/api/cate');
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await api.post('/api/login', {
      data: { username: mobile, password: PRIORITY_PASSWORD },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    const body = (await res.json()) as Envelope<{ token: string }>;
    if (body.status !== 200) throw new Error(`sign-in failed: ${body.status} ${body.msg}`);
    return body.data.token;
  } finally {
    await api.dispose();
  }
}

/** The operator assigns themselves as the member company's account manager (the console's field does the same call). */
async function assignOperatorAsManager(base: string, memberToken: string): Promise<{ name: string; mobile: string }> {
  const member = await request.newContext({ baseURL: base });
  const companyId = ((await (await member.get('/api/info', { headers: { Authorization: `Bearer ${memberToken}` } })).json()) as Envelope<{ companyId: number }>).data.companyId;
  await member.dispose();
  const { api, token } = await operatorSession(base);
  try {
    const auth = { Authorization: `Bearer ${token}` };
    const me = ((await (await api.get('/api/info', { headers: auth })).json()) as Envelope<{ id: number; name: string; mobile: string }>).data;
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await api.put(`/api/admin/companies/${companyId}/account-manager`, {
      headers: { ...auth, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      data: { userId: me.id },
    });
    const body = (await res.json()) as Envelope<unknown>;
    if (body.status !== 200) throw new Error(`assigning the manager failed: ${body.status} ${body.msg}`);
    return { name: me.name, mobile: me.mobile };
  } finally {
    await api.dispose();
  }
}

async function storefrontPage(browser: Browser, base: string, journey: (typeof JOURNEYS)[number], token: string) {
  const context = await browser.newContext({ viewport: journey.viewport, locale: journey.lang === 'zh' ? 'zh-CN' : 'en-GB', baseURL: base });
  await signInBrowser(context, base, token);
  return { context, page: await context.newPage() };
}

/** Turns the console table's pages forward until `row` is on the one shown (ten pages at most). */
async function pageForwardUntil(page: Page, row: Locator): Promise<void> {
  for (let turn = 2; turn <= 11 && (await row.count()) === 0; turn++) {
    await page.locator('.ant-pagination-next').click();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText(String(turn));
  }
  await expect(row).toHaveCount(1);
}

/** The row of the console's queue that names `text`, and its index among the rows. */
async function queueRow(rows: Locator, text: string): Promise<{ row: Locator; index: number }> {
  const all = await rows.allInnerTexts();
  const index = all.findIndex((t) => t.includes(text));
  return { row: rows.nth(index), index };
}

for (const journey of JOURNEYS) {
  const { lang, prefix, m } = journey;
  const people = PRIORITY_PEOPLE[lang];

  test(`a member's inquiry leads the console queue with its time left, an overdue one is marked; the member sees the expected answer, the account manager and the renewal banner (${lang}, ${journey.device})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(240_000);
    const base = baseURL!;
    const free = await sendInquiryAsBuyer(base, { mobile: people.free.mobile, password: PRIORITY_PASSWORD }, lang, `Free ${lang}`);
    const member = await sendInquiryAsBuyer(base, { mobile: people.member.mobile, password: PRIORITY_PASSWORD }, lang, `Member ${lang}`);
    const memberToken = await tokenOf(base, people.member.mobile);
    const manager = await assignOperatorAsManager(base, memberToken);

    // The console, in this journey's language.
    await page.setViewportSize(DESKTOP);
    await signInToConsoleAsOperator(page, lang, m);
    // A full load of the console (its bundle is large) may take a while on a busy machine.
    await page.goto('/admin/inquiries');
    await expect(page.getByRole('heading', { name: m.admin.inquiries.title, level: 1 })).toBeVisible({ timeout: 60_000 });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasText: member.reference })).toHaveCount(1, { timeout: 30_000 });

    // The member's inquiry, sent after the free buyer's, is worked first, and says how long is left.
    const memberRow = await queueRow(rows, member.reference);
    await expect(memberRow.row).toContainText(pattern(m.admin.inquiryDeadline.left));
    await expect(memberRow.row).not.toContainText(pattern(m.admin.inquiryDeadline.overdue));

    // The free buyer's inquiry of four days ago is past its 72 hours: marked overdue, and ahead of both.
    const overdue = rows.filter({ hasText: people.free.company }).filter({ hasText: pattern(m.admin.inquiryDeadline.overdue) });
    await expect(overdue).toHaveCount(1);
    const overdueIndex = (await rows.allInnerTexts()).findIndex((t) => t.includes(people.free.company) && pattern(m.admin.inquiryDeadline.overdue).test(t));
    expect(overdueIndex).toBeLessThan(memberRow.index);
    await expectAccessible(page, `${lang} console inquiry queue`);
    await shot(page, `inquiry-queue-${lang}-desktop`);
    await page.setViewportSize(PHONE);
    await shot(page, `inquiry-queue-${lang}-phone`);
    // The free buyer's, sent first, comes after the member's: further down this page, or on a later one
    // (free inquiries other journeys sent earlier have earlier deadlines), with its time left.
    const freeRow = rows.filter({ hasText: free.reference });
    if ((await freeRow.count()) === 1) expect((await queueRow(rows, free.reference)).index).toBeGreaterThan(memberRow.index);
    else await pageForwardUntil(page, freeRow);
    await expect(freeRow).toContainText(pattern(m.admin.inquiryDeadline.left));

    // The member's storefront: the expected answer on the inquiry …
    const store = await storefrontPage(browser, base, journey, memberToken);
    try {
      const buyerPage = store.page;
      await buyerPage.goto(`${prefix}/user/inquiry`);
      const expected = buyerPage.getByTestId('answer-expected').filter({ visible: true });
      await expect(expected.first()).toHaveText(pattern(m.inquiry.deadline.expectedBy), { timeout: 30_000 });
      await buyerPage.goto(`${prefix}/user/inquiry/${member.id}`);
      await expect(buyerPage.getByTestId('answer-expected')).toHaveText(pattern(m.inquiry.deadline.expectedBy));
      await expectAccessibleNow(buyerPage, `${lang} member inquiry with its expected answer`);

      // … the account manager with name and number, and the owner's renewal banner with date and price.
      await buyerPage.goto(`${prefix}/user/profile`);
      const card = buyerPage.getByTestId('account-manager');
      await expect(card.getByRole('heading', { name: m.profile.accountManager.heading })).toBeVisible({ timeout: 30_000 });
      await expect(card).toContainText(manager.name);
      await expect(card.getByRole('link', { name: manager.mobile })).toHaveAttribute('href', `tel:${manager.mobile}`);
      const banner = buyerPage.getByRole('region', { name: m.membership.renewalBanner.label });
      await expect(banner).toBeVisible();
      const plan = lang === 'zh' ? '年度会员' : 'Annual membership';
      const price = '¥2,999.00';
      await expect(banner).toContainText(plan);
      await expect(banner).toContainText(price);
      await expect(banner).toContainText(pattern(m.membership.renewalBanner.text));
      await expectAccessibleNow(buyerPage, `${lang} profile with account manager and renewal banner`);
      await shot(buyerPage, `profile-manager-banner-${lang}-${journey.device}`);
      // The same page at the other size, for the record.
      const other = journey.device === 'phone' ? { size: DESKTOP, name: 'desktop' } : { size: PHONE, name: 'phone' };
      await buyerPage.setViewportSize(other.size);
      await expect(banner).toBeVisible();
      await shot(buyerPage, `profile-manager-banner-${lang}-${other.name}`);
      await buyerPage.setViewportSize(journey.viewport);

      // The banner shows on the other account pages too, from what the browser already holds.
      await buyerPage.goto(`${prefix}/user/order`);
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(price);
      // "Renew" opens the plans dialog, where the current plan is offered as a renewal.
      await banner.getByRole('button', { name: m.membership.renewalBanner.action }).click();
      await expect(buyerPage.getByRole('dialog', { name: m.membership.dialogTitle })).toBeVisible();
      await shot(buyerPage, `renewal-dialog-${lang}-${journey.device}`);
    } finally {
      await store.context.close();
    }
  });
}
