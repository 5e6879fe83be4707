import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/*
 * A keyboard user opens each dialog they can reach and closes it with Escape: focus comes back to the
 * control that opened it, never to the page's start — the storefront's sign-in, upgrade, menu sheet
 * and sign-out dialogs, in Chinese and in English (the console's: console-dialog-focus.spec.ts).
 */
const LANGS = [
  { lang: 'zh', prefix: '', m: zhMessages as typeof enMessages },
  { lang: 'en', prefix: '/en', m: enMessages },
] as const;

/** Opens a dialog from `opener` by keyboard, checks it, closes it with Escape: focus is back on the opener. */
async function escapeReturnsFocus(page: Page, opener: Locator, dialog: Locator, where: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog, where).toBeVisible();
  await expectAccessible(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog, where).toBeHidden();
  await expect(opener, where).toBeFocused();
}

for (const { lang, prefix, m } of LANGS) {
  test(`storefront dialogs give focus back to their opener on Escape (${lang})`, async ({ page, buyer }) => {
    await page.goto(prefix || '/');
    const banner = page.getByRole('banner');
    const signInButton = banner.getByRole('button', { name: m.header.signIn, exact: true }).filter({ visible: true }).first();
    // The header is a client island: wait until a click opens the dialog before walking by keyboard.
    await expect(async () => {
      await signInButton.click();
      await expect(page.getByTestId('sign-in-dialog')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(signInButton).toBeFocused();

    await escapeReturnsFocus(page, signInButton, page.getByTestId('sign-in-dialog'), `${lang} sign-in dialog`);
    const upgrade = banner.getByRole('button', { name: m.header.upgrade }).filter({ visible: true }).first();
    await escapeReturnsFocus(page, upgrade, page.getByTestId('sign-in-dialog'), `${lang} sign-in asked by upgrade`);

    await signIn(page, buyer, m);
    await escapeReturnsFocus(page, upgrade, page.getByTestId('upgrade-dialog'), `${lang} upgrade dialog`);

    // Sign-out is asked from the account menu: the menu's button takes focus back (its item is gone).
    const account = page.getByRole('button', { name: m.header.accountMenu }).filter({ visible: true }).first();
    await account.focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('menuitem', { name: m.header.logout });
    await expect(signOut).toBeVisible();
    await signOut.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: m.header.logoutConfirmTitle });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(account).toBeFocused();
  });

  test(`the phone menu sheet gives focus back to the menu button on Escape (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    const menu = page.getByRole('button', { name: m.header.menu });
    const sheet = page.getByRole('dialog', { name: m.header.menuTitle });
    await expect(async () => {
      await menu.click();
      await expect(sheet).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await escapeReturnsFocus(page, menu, sheet, `${lang} phone menu`);
  });
}
