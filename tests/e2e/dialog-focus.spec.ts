import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, firstSku, signIn, test } from './fixtures';
import { uniqueMobile } from './support/buyer';
import { DIALOG_PEOPLE } from './support/dialog-people';
import { quoteInquiry, sendInquiryAsBuyer } from './support/inquiry-actors';
import { readSmsCode } from './support/operator';

/*
 * A keyboard user opens each dialog they can reach and closes it with Escape, and a mouse user with
 * the dialog's close button: focus comes back to the control that opened it, never to the page's
 * start. Every storefront dialog — sign-in, "application received", upgrade, the phone menu sheet,
 * sign-out, the API access page's token and webhook dialogs and their confirmations, the invoice
 * request and title dialogs, the team's invite, transfer and remove dialogs, the basket's and
 * inquiries' confirmations — in Chinese and in English (the console's: console-dialog-focus.spec.ts).
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

/** The same, opened by keyboard and closed with the dialog's close button (the last button named `closeLabel`). */
async function closeButtonReturnsFocus(page: Page, opener: Locator, dialog: Locator, closeLabel: string, where: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog, where).toBeVisible();
  await dialog.getByRole('button', { name: closeLabel, exact: true }).last().click();
  await expect(dialog, where).toBeHidden();
  await expect(opener, where).toBeFocused();
}

async function bothWays(page: Page, opener: Locator, dialog: Locator, closeLabel: string, where: string) {
  await expect(opener, where).toBeEnabled();
  await escapeReturnsFocus(page, opener, dialog, where);
  await closeButtonReturnsFocus(page, opener, dialog, closeLabel, `${where} (close button)`);
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

    await bothWays(page, signInButton, page.getByTestId('sign-in-dialog'), m.common.close, `${lang} sign-in dialog`);
    const upgrade = banner.getByRole('button', { name: m.header.upgrade }).filter({ visible: true }).first();
    await bothWays(page, upgrade, page.getByTestId('sign-in-dialog'), m.common.close, `${lang} sign-in asked by upgrade`);

    await signIn(page, buyer, m);
    await bothWays(page, upgrade, page.getByTestId('upgrade-dialog'), m.common.close, `${lang} upgrade dialog`);

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

  test(`"application received" gives focus back to the sign-in button that began the application (${lang})`, async ({ page, baseURL }) => {
    const mobile = uniqueMobile();
    await page.goto(prefix || '/');
    const signInButton = page.getByRole('banner').getByRole('button', { name: m.header.signIn, exact: true }).filter({ visible: true }).first();
    const dialog = page.getByTestId('sign-in-dialog');
    await expect(async () => {
      await signInButton.click();
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const u = m.userRegister;
    await dialog.getByRole('tab', { name: u.tab }).click();
    await dialog.getByRole('textbox', { name: u.name, exact: true }).fill(lang === 'zh' ? '焦点测试' : 'Focus Test');
    await dialog.getByRole('textbox', { name: u.phone, exact: true }).fill(mobile);
    const since = new Date(Date.now() - 2000);
    await dialog.getByRole('button', { name: u.sendCode, exact: true }).click();
    await dialog.getByRole('textbox', { name: u.code, exact: true }).fill(await readSmsCode(baseURL ?? 'http://localhost:3210', mobile, since));
    await dialog.getByRole('textbox', { name: u.company, exact: true }).fill(lang === 'zh' ? '焦点测试汽配有限公司' : 'Focus Test Parts Ltd');
    for (const level of [u.province, u.city, u.district]) await dialog.getByRole('combobox', { name: level, exact: true }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: u.submit, exact: true }).click();
    const success = page.getByTestId('register-success-dialog');
    await expect(success).toBeVisible();
    await expectAccessible(page, `${lang} application received`);
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    await expect(signInButton).toBeFocused();
  });

  test(`account dialogs give focus back to their opener on Escape and on Close (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const base = baseURL ?? 'http://localhost:3210';
    const { owner, colleague, title } = DIALOG_PEOPLE[lang];
    const close = m.common.close;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(prefix || '/');
    await signIn(page, owner, m);

    // API access: create a token, add a webhook, then revoke and delete them.
    const t = m.apiTokens;
    await page.goto(`${prefix}/user/api`);
    const createToken = page.getByTestId('api-limits').getByRole('button', { name: t.create.open, exact: true });
    const tokenDialog = page.getByTestId('create-token-dialog');
    await bothWays(page, createToken, tokenDialog, t.close, `${lang} create token`);
    const tokenName = `ERP ${lang} ${Date.now() % 1e6}`;
    await createToken.click();
    await tokenDialog.getByRole('textbox', { name: t.create.name }).fill(tokenName);
    await tokenDialog.getByRole('checkbox').first().check();
    await tokenDialog.getByRole('button', { name: t.create.submit, exact: true }).click();
    await expect(tokenDialog.getByTestId('token-secret')).toBeVisible();
    await tokenDialog.getByRole('button', { name: t.created.done, exact: true }).click();
    await expect(tokenDialog).toBeHidden();
    await expect(createToken).toBeFocused();
    const revoke = page.getByRole('button', { name: fill(t.revoke.openLabel, { name: tokenName }) }).filter({ visible: true }).first();
    await bothWays(page, revoke, page.getByRole('dialog', { name: fill(t.revoke.title, { name: tokenName }) }), t.close, `${lang} revoke token`);

    const w = t.webhooks;
    const webhooks = page.getByTestId('webhooks');
    const addWebhook = webhooks.getByRole('button', { name: w.add.open, exact: true });
    const webhookDialog = page.getByTestId('add-webhook-dialog');
    await bothWays(page, addWebhook, webhookDialog, t.close, `${lang} add webhook`);
    await addWebhook.click();
    await webhookDialog.getByRole('textbox', { name: w.add.url }).fill(`http://127.0.0.1:9/dialog-focus-${lang}`);
    await webhookDialog.getByRole('checkbox').first().check();
    await webhookDialog.getByRole('button', { name: w.add.submit, exact: true }).click();
    await expect(page.getByTestId('webhook-secret')).toBeVisible();
    await webhookDialog.getByRole('button', { name: t.created.done, exact: true }).click();
    await expect(webhookDialog).toBeHidden();
    const deleteWebhook = webhooks.getByTestId('webhook-endpoint').getByRole('button', { name: w.delete.open, exact: true });
    await bothWays(page, deleteWebhook, page.getByRole('dialog', { name: w.delete.title }), w.close, `${lang} delete webhook`);

    // Orders and invoices: request an invoice; add and delete a title.
    const inv = m.invoices;
    await page.goto(`${prefix}/user/order`);
    const request = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(fill(m.orders.requestInvoiceLabel, { sn: 'SN' })).replace('SN', '\\S+')}$`) }).filter({ visible: true }).first();
    await bothWays(page, request, page.getByTestId('request-invoice-dialog'), inv.request.close, `${lang} request invoice`);
    await page.getByRole('tab', { name: inv.tabs.titles, exact: true }).click();
    await bothWays(page, page.getByRole('button', { name: inv.titles.add, exact: true }), page.getByTestId('invoice-title-dialog'), inv.request.close, `${lang} add invoice title`);
    const deleteTitle = page.getByRole('button', { name: fill(inv.titles.deleteLabel, { name: title }) });
    await bothWays(page, deleteTitle, page.getByRole('dialog', { name: inv.titles.confirmTitle }), inv.request.close, `${lang} delete invoice title`);

    // Team: invite, make main account, remove.
    const team = m.team;
    await page.goto(`${prefix}/user/team`);
    await bothWays(page, page.getByTestId('team-seats').getByRole('button', { name: team.invite.open, exact: true }), page.getByTestId('invite-dialog'), team.close, `${lang} invite`);
    await bothWays(page, page.getByRole('button', { name: fill(team.transfer.openLabel, { name: colleague.name }) }), page.getByTestId('transfer-dialog'), team.close, `${lang} transfer`);
    await bothWays(page, page.getByRole('button', { name: fill(team.remove.openLabel, { name: colleague.name }) }), page.getByRole('dialog', { name: fill(team.remove.title, { name: colleague.name }) }), team.close, `${lang} remove colleague`);

    // Inquiries: empty the basket, close selected, accept a quote, close an inquiry.
    const q = m.inquiry;
    await page.goto(`${prefix}/product/${await firstSku(page)}`);
    await page.getByTestId('add-to-inquiry').click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await page.goto(`${prefix}/user/inquiry/basket`);
    await bothWays(page, page.getByRole('button', { name: q.basket.clear, exact: true }), page.getByRole('dialog', { name: q.basket.clearTitle }), close, `${lang} empty basket`);

    const sent = await sendInquiryAsBuyer(base, owner, lang, 'dialog focus');
    await quoteInquiry(base, sent.id, () => 1250, 'dialog focus quote');
    await page.goto(`${prefix}/user/inquiry`);
    await page.getByRole('checkbox', { name: fill(q.list.selectRow, { reference: sent.reference }) }).filter({ visible: true }).first().check();
    await bothWays(page, page.getByRole('button', { name: q.list.closeSelected, exact: true }), page.getByRole('dialog'), close, `${lang} close selected`);
    await page.goto(`${prefix}/user/inquiry/${sent.id}`);
    await bothWays(page, page.getByRole('button', { name: q.detail.accept, exact: true }), page.getByRole('dialog', { name: q.detail.acceptTitle }), close, `${lang} accept quote`);
    await bothWays(page, page.getByRole('button', { name: q.detail.close, exact: true }), page.getByRole('dialog', { name: fill(q.detail.closeTitle, { reference: sent.reference }) }), close, `${lang} close inquiry`);
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
