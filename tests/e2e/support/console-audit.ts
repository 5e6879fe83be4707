import { expect, type Page } from '@playwright/test';
import type enMessages from '../../../messages/en.json';

type AdminTexts = (typeof enMessages)['admin'];

/**
 * Open the console's audit log from the menu, narrow it to one kind of action as an operator would
 * (the list shows the latest entries, and other journeys write there too), and expect a row holding
 * every given text (the action's code, its target…).
 */
export async function expectInAuditLog(page: Page, a: AdminTexts, filterLabel: string, rowTexts: readonly string[]) {
  // From the menu, or afresh when already there: the filter lives in the address, and a second search
  // starts from an empty one.
  if (new URL(page.url()).pathname === '/admin/audit') await page.goto('/admin/audit');
  else await page.getByRole('complementary').getByRole('link', { name: a.nav.audit, exact: true }).click();
  await expect(page.getByRole('heading', { name: a.audit.title, level: 1 })).toBeVisible();
  // The select's box: antd draws a chosen value over the input itself.
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: a.audit.action }) }).click();
  // antd draws the visible options apart from its hidden listbox; each carries its text as a title.
  await page.locator('.ant-select-dropdown').getByTitle(filterLabel, { exact: true }).click();
  await page.getByRole('button', { name: a.audit.filter }).click();
  let row = page.getByRole('row');
  for (const text of rowTexts) row = row.filter({ hasText: text });
  await expect(row.first()).toBeVisible();
}
