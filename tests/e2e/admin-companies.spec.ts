import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, test } from './fixtures';
import { applyForAccount } from './support/buyer';
import { approveApplication, E2E_ADMIN_MOBILE, E2E_ADMIN_PASSWORD } from './support/operator';

/*
 * An operator (password only: operators need no second factor) finds a buyer's company in the
 * console by the owner's mobile, opens it and disables it with a reason — in Chinese, as the desk works.
 */
const a = zhMessages.admin;

test('an operator finds a company by a member’s mobile, opens it and disables it (zh)', async ({ page, baseURL }) => {
  const base = baseURL ?? 'http://localhost:3210';
  const company = `停用测试汽配${Date.now() % 1e6}`;
  const { mobile } = await applyForAccount(base, { company });
  await approveApplication(base, mobile);

  await page.goto('/admin/login');
  await page.getByLabel(a.signIn.mobile).fill(E2E_ADMIN_MOBILE);
  await page.getByLabel(a.signIn.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: a.signIn.submit }).click();
  await page.getByRole('link', { name: a.nav.companies }).first().click();
  await expect(page.getByRole('heading', { name: a.companies.title, level: 1 })).toBeVisible();

  await page.getByLabel(a.companies.search).fill(mobile);
  await page.getByRole('button', { name: a.companies.find }).click();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(a.companies.statuses.active);
  await expectAccessible(page, 'companies list');
  await row.getByRole('link', { name: company }).click();

  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  // The owner's row among the members (the details above name the owner too).
  const ownerRow = page
    .getByRole('row')
    .filter({ hasText: mobile })
    .filter({ has: page.getByRole('cell', { name: a.companies.roles.owner, exact: true }) });
  await expect(ownerRow).toHaveCount(1);
  await expectAccessible(page, 'company detail');
  await page.getByRole('button', { name: a.companies.disable }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a.companies.reason).fill('营业执照已注销');
  await dialog.getByRole('button', { name: a.companies.disable }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('营业执照已注销')).toBeVisible();
  await expect(page.getByRole('button', { name: a.companies.enable })).toBeVisible();
});
