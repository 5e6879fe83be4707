import { expect, type Page } from '@playwright/test';
import enMessages from '../../../messages/en.json' with { type: 'json' };
import { E2E_ADMIN_MOBILE, E2E_ADMIN_PASSWORD } from './operator';

/**
 * On the console's sign-in page, switch to English as a person does: click "English" and read the
 * English form. A click that lands before the page is interactive does nothing (the switch is a React
 * control, and the server-drawn page shows it at once), so the click is repeated until the page
 * answers — the person would click again too.
 */
export async function chooseConsoleEnglish(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByLabel(enMessages.admin.signIn.mobile)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/** Signs the e2e operator in on the console's sign-in page, in `lang`, and waits for the dashboard. */
export async function signInToConsoleAsOperator(page: Page, lang: 'zh' | 'en', m: typeof enMessages): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  if (lang === 'en') await chooseConsoleEnglish(page);
  await page.getByLabel(m.admin.signIn.mobile).fill(E2E_ADMIN_MOBILE);
  await page.getByLabel(m.admin.signIn.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: m.admin.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: m.admin.dashboard.title, level: 1 })).toBeVisible();
}
