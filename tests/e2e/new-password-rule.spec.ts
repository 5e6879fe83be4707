import path from 'node:path';
import { expect, expectAccessible, test } from './fixtures';
import { SCREENSHOTS, ZH_DESKTOP_EN_PHONE } from './support/journeys';

/**
 * The form that sets a password says its rule before anything is refused (stronger than sign-in's
 * minimum), and a 7-character password is refused under the field in the page's language.
 */
const SHOTS = SCREENSHOTS;
const journeys = ZH_DESKTOP_EN_PHONE;

for (const { lang, prefix, m, viewport } of journeys) {
  test(`the reset form states the new-password rule and refuses 7 characters in its own words (${lang})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/user/resetPwd`);
    const form = page.getByTestId('reset-password-form');
    await expect(form.getByText(m.resetPwd.passwordHint)).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('textbox', { name: m.resetPwd.password, exact: true }).fill('Abcdef7');
    await form.getByRole('textbox', { name: m.resetPwd.confirm, exact: true }).fill('Abcdef7');
    await form.getByRole('button', { name: m.resetPwd.submit }).click();
    await expect(form.getByText(m.resetPwd.passwordMinLength)).toBeVisible();
    // Field errors sit on the page's grey background, where red-600 is below AA contrast.
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, `reset-password-rule-${lang}.png`), fullPage: true });
  });
}
