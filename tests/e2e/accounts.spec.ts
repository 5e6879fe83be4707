import type { Locator, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectNoMissingMessages, test } from './fixtures';
import { adminCli, readSmsCode } from './support/operator';

/**
 * A new trade buyer's whole account life, as a person does it, once in Chinese and once in English:
 * asked to sign in → applies with an SMS code → waits for approval → is approved by the operator's CLI
 * → sets a password with an SMS code → signs in → edits the profile → signs out → resets the password
 * → signs in with the new one → a session ended by the reset is signed out on its next call.
 * Every text the test reads or clicks comes from the message files, so a wrong key fails here.
 */
type Messages = typeof enMessages;
const journeys = [
  { lang: 'zh', home: '/', prefix: '', m: zhMessages as Messages, mobile: '13900000001' },
  { lang: 'en', home: '/en', prefix: '/en', m: enMessages, mobile: '13900000002' },
] as const;

const FIRST_PASSWORD = 'Brake-Pads-2026';
const NEW_PASSWORD = 'Oil-Filter-Gasket-77';
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });

/** Presses "Send code", checks the toast and the 60 s countdown, and reads the code from the SMS log. */
async function sendCode(
  page: Page,
  scope: Locator,
  base: string,
  mobile: string,
  m: Messages,
): Promise<string> {
  const since = new Date(Date.now() - 2000);
  await button(scope, m.userRegister.sendCode).click();
  // The toast of an earlier code may still be on its way out (3 s), hence first().
  await expect(page.getByText(m.sendSuccess).first()).toBeVisible();
  await expect(scope.getByRole('button', { name: /\d+/ })).toBeDisabled();
  return readSmsCode(base, mobile, since);
}

async function fillLogin(dialog: Locator, m: Messages, mobile: string, password: string) {
  await textbox(dialog, m.userLogin.account).fill(mobile);
  await textbox(dialog, m.userLogin.password).fill(password);
  await button(dialog, m.userLogin.submit).click();
}

async function signInFromOpenDialog(page: Page, m: Messages, mobile: string, password: string) {
  const dialog = page.getByTestId('sign-in-dialog');
  await fillLogin(dialog, m, mobile, password);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(m.userLogin.loginSuccess)).toBeVisible();
  await expect(page.getByRole('button', { name: m.header.accountMenu }).first()).toBeVisible();
}

async function setPassword(page: Page, base: string, m: Messages, mobile: string, password: string) {
  const form = page.getByTestId('reset-password-form');
  await textbox(form, m.resetPwd.mobile).fill(mobile);
  const code = await sendCode(page, form, base, mobile, m);
  await textbox(form, m.resetPwd.code).fill(code);
  await textbox(form, m.resetPwd.password).fill(password);
  await textbox(form, m.resetPwd.confirm).fill(password);
  await button(form, m.resetPwd.submit).click();
  // Done: the sign-in dialog opens on the home page.
  await expect(page.getByTestId('sign-in-dialog')).toBeVisible();
}

for (const { lang, home, prefix, m, mobile } of journeys) {
  test(`a new buyer applies, is approved, signs in, edits the profile, signs out and resets the password (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? 'http://localhost:3210';
    const homeUrl = new RegExp(`${home === '/' ? '' : home}/?$`);

    // 1. A visitor asking for favourites is asked to sign in.
    await page.goto(home);
    await page.getByRole('link', { name: m.header.favorites }).first().click();
    const dialog = page.getByTestId('sign-in-dialog');
    await expect(dialog).toBeVisible();

    // 2. Apply: the form says what is missing, then name, mobile, SMS code, company, region.
    await dialog.getByRole('tab', { name: m.userRegister.tab }).click();
    // The subtitle follows the tab: what registering leads to, not why to sign in.
    await expect(dialog.getByText(m.auth.registerIntro)).toBeVisible();
    await button(dialog, m.userRegister.submit).click();
    await expect(dialog.getByText(m.userRegister.nameRequired)).toBeVisible();
    await textbox(dialog, m.userRegister.name).fill(lang === 'zh' ? '王建国' : 'Jian Wang');
    await textbox(dialog, m.userRegister.phone).fill(mobile);
    const code = await sendCode(page, dialog, base, mobile, m);
    await textbox(dialog, m.userRegister.code).fill(code);
    await textbox(dialog, m.userRegister.position).fill(lang === 'zh' ? '采购经理' : 'Purchasing manager');
    const firstCompany = lang === 'zh' ? '广州汽配贸易有限公司' : 'Guangzhou Parts Trading Co.';
    await textbox(dialog, m.userRegister.company).fill(firstCompany);
    await combobox(dialog, m.userRegister.province).selectOption({ index: 1 });
    await combobox(dialog, m.userRegister.city).selectOption({ index: 1 });
    await combobox(dialog, m.userRegister.district).selectOption({ index: 1 });
    await combobox(dialog, m.userRegister.annualSales).selectOption('C');
    await button(dialog, m.userRegister.submit).click();

    const success = page.getByTestId('register-success-dialog');
    await expect(success).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(success.getByRole('img')).toBeVisible();
    await expectNoMissingMessages(page);
    await button(success, m.common.close).click();
    await expect(success).toBeHidden();

    // 3. While pending, signing in is refused and the dialog says why.
    await page.getByRole('button', { name: m.header.signIn }).first().click();
    await fillLogin(dialog, m, mobile, 'whatever-123');
    await expect(dialog.getByRole('alert')).toHaveText(m.api.accountPending);
    // Said once: beside the button, not in a toast as well.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.api.accountPending })).toHaveCount(0);
    // A new try clears the old refusal: with the password emptied, only the field's own message stands.
    await dialog.getByRole('textbox', { name: m.userLogin.password, exact: true }).fill('');
    await dialog.getByRole('button', { name: m.userLogin.submit, exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: m.api.accountPending })).toHaveCount(0);

    // 4. The operator approves through the CLI (the running server holds the embedded database).
    await adminCli(base, 'approve', mobile);

    // 5. The approved buyer follows "set password" and sets one with an SMS code.
    await dialog.getByRole('link', { name: m.userLogin.forgotPassword }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/resetPwd$`));
    await setPassword(page, base, m, mobile, FIRST_PASSWORD);

    // 6. Sign in; the account menu leads to the profile.
    await signInFromOpenDialog(page, m, mobile, FIRST_PASSWORD);
    await page.getByRole('button', { name: m.header.accountMenu }).first().click();
    await page.getByRole('menuitem', { name: m.header.profile }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/profile$`));
    await expect(page.getByTestId('account-nav')).toBeVisible();

    // 7. Edit the profile; it survives a reload.
    const profile = page.getByTestId('profile-form');
    const company = lang === 'zh' ? '深圳汽配供应链有限公司' : 'Shenzhen Auto Supply Ltd.';
    await expect(textbox(profile, m.userRegister.company)).toHaveValue(firstCompany);
    await textbox(profile, m.userRegister.company).fill(company);
    await button(profile, m.profile.form.save).click();
    await expect(page.getByText(m.profile.form.saved)).toBeVisible();
    await page.reload();
    await expect(textbox(page.getByTestId('profile-form'), m.userRegister.company)).toHaveValue(company);
    await expectNoMissingMessages(page);

    // Orders are open, inside the account layout: a new buyer has none yet.
    const nav = page.getByTestId('account-nav');
    await nav.getByRole('link', { name: m.account.nav.order }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/order$`));
    await expect(page.getByText(m.orders.empty)).toBeVisible();
    await expect(nav.getByRole('link', { name: m.account.nav.order })).toHaveAttribute('aria-current', 'page');
    // Favourites are open: a new buyer has none yet.
    await nav.getByRole('link', { name: m.account.nav.favorite }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/favorite$`));
    await expect(page.getByRole('heading', { name: m.favorites.emptyTitle })).toBeVisible();
    await nav.getByRole('link', { name: m.account.nav.profile }).click();

    // 8. Another device signs in too; then this one signs out.
    const other = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    const otherPage = await other.newPage();
    await otherPage.goto(home);
    await otherPage.getByRole('button', { name: m.header.signIn }).first().click();
    await signInFromOpenDialog(otherPage, m, mobile, FIRST_PASSWORD);

    await page.getByRole('button', { name: m.header.accountMenu }).first().click();
    await page.getByRole('menuitem', { name: m.header.logout }).click();
    await button(page.getByRole('dialog'), m.header.logout).click();
    await expect(page.getByText(m.userLogin.logoutSuccess)).toBeVisible();
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('button', { name: m.header.signIn }).first()).toBeVisible();

    // A visitor asking for an account page is sent to sign in first.
    await page.goto(`${prefix}/user/profile`);
    await expect(page.getByTestId('sign-in-dialog')).toBeVisible();

    // 9. Forgot the password: reset it with an SMS code (this ends every session), sign in with the new one.
    await page.goto(`${prefix}/user/resetPwd`);
    await setPassword(page, base, m, mobile, NEW_PASSWORD);
    await fillLogin(dialog, m, mobile, FIRST_PASSWORD);
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await signInFromOpenDialog(page, m, mobile, NEW_PASSWORD);

    // 10. The other device's session was revoked by the reset: its next call signs it out and goes home.
    await otherPage.getByRole('button', { name: m.header.accountMenu }).first().click();
    await otherPage.getByRole('menuitem', { name: m.header.profile }).click();
    await expect(otherPage.getByRole('button', { name: m.header.signIn }).first()).toBeVisible();
    await expect(otherPage).toHaveURL(homeUrl);
    await other.close();
  });
}

test('the sign-in dialog and the reset page fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/user/resetPwd');
  await expect(page.getByTestId('reset-password-form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: zhMessages.header.signIn }).first().click();
  await page.getByTestId('sign-in-dialog').getByRole('tab', { name: zhMessages.userRegister.tab }).click();
  const box = await page.getByTestId('sign-in-dialog').boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(360);
});
