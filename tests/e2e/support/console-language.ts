import { expect, type Page } from '@playwright/test';
import enMessages from '../../../messages/en.json' with { type: 'json' };

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
