import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible as expectAccessibleNow, test } from './fixtures';
import { applyForAccount } from './support/buyer';
import { approveApplication, E2E_ADMIN_MOBILE, E2E_ADMIN_PASSWORD } from './support/operator';
import { chooseConsoleEnglish } from './support/console-language';

/*
 * The console read by an operator on a 1366 px laptop, in Chinese and in English: the Inquiries and
 * Messages queues keep their state, total and age columns on screen; the audit log says what
 * happened in words (the action, the account by name, money formatted), never a key or cents;
 * applicants show their size bands in words. axe checks each screen.
 */
const LANGS = [
  { lang: 'zh', m: zhMessages as typeof enMessages },
  { lang: 'en', m: enMessages },
] as const;

test.use({ viewport: { width: 1366, height: 768 } });

async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

async function signInAsOperator(page: Page, lang: 'zh' | 'en', m: typeof enMessages) {
  await page.goto('/admin/login');
  if (lang === 'en') await chooseConsoleEnglish(page);
  await page.getByLabel(m.admin.signIn.mobile).fill(E2E_ADMIN_MOBILE);
  await page.getByLabel(m.admin.signIn.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: m.admin.signIn.submit }).click();
  await expect(page.getByRole('link', { name: m.admin.nav.dashboard }).first()).toBeVisible();
}

/** Each header lies wholly inside the window, and the page itself does not scroll sideways. */
async function expectColumnsOnScreen(page: Page, headers: Locator[]) {
  const width = page.viewportSize()!.width;
  for (const header of headers) {
    await expect(header).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x, await header.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await header.innerText()).toBeLessThanOrEqual(width);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const column = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

for (const { lang, m } of LANGS) {
  const a = m.admin;
  test(`the console at 1366 px reads in words, key columns on screen (${lang})`, async ({ page, baseURL }, testInfo) => {
    const base = baseURL ?? 'http://localhost:3210';
    // An applicant left pending, and one approved (the approval is the audit row to read).
    const pending = await applyForAccount(base, { company: `规模测试汽配${Date.now() % 1e6}` });
    const approved = await applyForAccount(base, { company: `审计测试汽配${Date.now() % 1e6}` });
    await approveApplication(base, approved.mobile);

    await signInAsOperator(page, lang, m);

    await page.getByRole('link', { name: a.nav.inquiries }).first().click();
    await expect(page.getByRole('heading', { name: a.inquiries.title, level: 1 })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expectColumnsOnScreen(page, [
      column(page, a.inquiries.reference),
      column(page, a.inquiries.state),
      column(page, a.inquiries.total),
      column(page, a.inquiries.age),
    ]);
    await expect(page.locator('.ant-table-tbody')).not.toContainText(lang === 'zh' ? '0小时前' : '0 hr. ago');
    await expectAccessible(page, `${lang} inquiries at 1366 px`);
    await page.screenshot({ path: testInfo.outputPath(`console-inquiries-${lang}.png`), fullPage: true });

    await page.getByRole('link', { name: a.nav.outbox }).first().click();
    await expect(page.getByRole('heading', { name: a.outbox.title, level: 1 })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expectColumnsOnScreen(page, [column(page, a.outbox.status), column(page, a.outbox.created)]);
    await expectAccessible(page, `${lang} messages at 1366 px`);
    await page.screenshot({ path: testInfo.outputPath(`console-messages-${lang}.png`), fullPage: true });

    await page.getByRole('link', { name: a.nav.applicants }).first().click();
    const applicant = page.getByRole('row').filter({ hasText: pending.company });
    await expect(applicant).toHaveCount(1);
    // The demo applicant chose the smallest bands: their words, not the letters.
    const bands = a.users.bandsLine.replace('{gmv}', a.users.bandOptions.gmv.A).replace('{years}', a.users.bandOptions.years.A);
    await expect(applicant).toContainText(bands);
    await expect(applicant).not.toContainText(`${a.users.gmv} A`);
    await expectAccessible(page, `${lang} applicants`);
    await page.screenshot({ path: testInfo.outputPath(`console-applicants-${lang}.png`), fullPage: true });

    await page.getByRole('link', { name: a.nav.audit }).first().click();
    await expect(page.getByRole('heading', { name: a.audit.title, level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: approved.company });
    await expect(row.first()).toBeVisible();
    const approval = row.filter({ hasText: a.audit.actionNames.user_approve });
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText(`${a.audit.fields.status}: ${a.status.pending}`);
    await expect(approval).toContainText(`${a.audit.fields.status}: ${a.status.approved}`);
    const table = page.locator('.ant-table-tbody');
    await expect(table).not.toContainText('user.approve');
    await expect(table).not.toContainText(/\buser \d+/);
    await expect(table).not.toContainText('unitPrice');
    await expectAccessible(page, `${lang} audit log`);
    await page.screenshot({ path: testInfo.outputPath(`console-audit-${lang}.png`), fullPage: true });
  });
}
