import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, expectNoSideways, signIn, test } from './fixtures';
import { uniqueMobile } from './support/buyer';
import { catalogueItems } from './support/inquiry-actors';
import { readInvitationLink } from './support/invitation-link';
import { readSmsCode } from './support/operator';
import { TEAM_OWNERS } from './support/team-owners';

/**
 * A company account, as people use it, in Chinese on a desktop and in English on a phone: the owner
 * (Annual plan: three colleagues) invites three colleagues on /user/team and is refused a fourth with
 * the plan that has more seats; a colleague opens the texted link, proves the number with an SMS code,
 * sets a password, is signed in and sends an inquiry; the owner sees it with the colleague's name and
 * closes it; the owner removes the colleague, whose next click signs them out.
 */
type Messages = typeof enMessages;
type Plan = { level: number; title: string };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const SHOTS = path.join('test-results', 'screenshots');

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1280, height: 900 }, device: 'desktop', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 390, height: 844 }, device: 'phone', locale: 'en-US' },
] as const;

async function shot(page: Page, name: string) {
  await expectNoMissingMessages(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const WIDTHS = [
  { width: 1280, height: 900, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
] as const;

/**
 * The page at `path` in both languages at desktop and phone widths: no raw message key, nothing wider
 * than the screen, a full-page screenshot of each to look at. Leaves the page where it found it.
 */
async function shotsEverywhere(page: Page, route: string, name: string, ready: (page: Page) => Promise<void>) {
  const back = { url: page.url(), viewport: page.viewportSize() };
  // English first, then Chinese through its explicit prefix (which sets the language back to Chinese
  // for the unprefixed addresses the Chinese journey goes on with).
  for (const { prefix, lang } of [{ prefix: '/en', lang: 'en' }, { prefix: '/zh', lang: 'zh' }]) {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${prefix}${route}`);
      await ready(page);
      await expectNoSideways(page);
      await shot(page, `${name}-${lang}-${size.name}`);
    }
  }
  if (back.viewport) await page.setViewportSize(back.viewport);
  await page.goto(back.url);
}

async function newBrowserPage(browser: Browser, viewport: { width: number; height: number }, locale: string, baseURL: string) {
  const context = await browser.newContext({ viewport, locale, baseURL });
  return context.newPage();
}

async function invite(page: Page, m: Messages, mobile: string, name: string) {
  await page.getByRole('button', { name: m.team.invite.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.team.invite.title });
  await dialog.getByRole('textbox', { name: m.team.invite.mobile }).fill(mobile);
  await dialog.getByRole('textbox', { name: m.team.invite.name }).fill(name);
  await dialog.getByRole('button', { name: m.team.invite.send, exact: true }).click();
  return dialog;
}

for (const { lang, prefix, m, viewport, device, locale } of journeys) {
  test(`an owner runs the team; a colleague joins by SMS, sends an inquiry and is removed (${lang}, ${device})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? 'http://localhost:3210';
    const owner = TEAM_OWNERS[lang];
    const plans = (await (await page.request.get(`/api/get/level/memo?lang=${lang}&site=us`)).json()) as { data: Plan[] };
    const enterprise = plans.data.find((plan) => plan.level === 3);
    expect(enterprise).toBeTruthy();

    // 1. The owner's team: only the owner, no seat used of three.
    await page.setViewportSize(viewport);
    await page.goto(prefix || '/');
    await signIn(page, owner, m);
    await page.goto(`${prefix}/user/team`);
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    await expect(page.getByTestId('team-seats-used')).toHaveText(fill(m.team.seats.used, { used: 0, limit: 3 }));
    await expect(page.getByTestId('team-seats')).toContainText(enterprise!.title);

    // 2. Three colleagues invited: three open invitations, every seat taken.
    const names = lang === 'zh' ? ['刘洋', '赵敏', '孙磊', '周婷'] : ['Liu Yang', 'Zhao Min', 'Sun Lei', 'Zhou Ting'];
    const mobiles = names.map(() => uniqueMobile());
    const invitedAt = new Date(Date.now() - 2000);
    for (let i = 0; i < 3; i += 1) {
      const dialog = await invite(page, m, mobiles[i]!, names[i]!);
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('team-invitation').filter({ hasText: names[i]! })).toBeVisible();
    }
    await expect(page.getByTestId('team-seats-used')).toHaveText(fill(m.team.seats.used, { used: 3, limit: 3 }));
    await expectAccessible(page, `team page (${lang}, ${device})`);
    await expectNoSideways(page);
    await shot(page, `team-${lang}-${device}`);
    if (lang === 'zh') await shotsEverywhere(page, '/user/team', 'team', (p) => expect(p.getByTestId('team-invitation')).toHaveCount(3));

    // 3. A fourth is refused, in the server's words, naming the plan with more seats; the dialog stays.
    const refused = await invite(page, m, mobiles[3]!, names[3]!);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: enterprise!.title }).first()).toBeVisible();
    await expect(refused).toBeVisible();
    await expectAccessible(page, `invite dialog refused (${lang}, ${device})`);
    await refused.getByRole('button', { name: m.team.cancel, exact: true }).click();
    await expect(page.getByTestId('team-invitation')).toHaveCount(3);

    // 4. The first colleague opens the texted link in their own browser and joins with an SMS code.
    const link = await readInvitationLink(base, mobiles[0]!, invitedAt);
    const colleague = await newBrowserPage(browser, viewport, locale, base);
    await colleague.goto(`${prefix}/invitation/${link.token}`);
    const offer = colleague.getByTestId('invitation-offer');
    await expect(offer).toContainText(owner.company);
    await expect(offer).toContainText(owner.name);
    await expect(offer).toContainText(names[0]!);
    await expect(offer).toContainText(`${mobiles[0]!.slice(0, 3)}****${mobiles[0]!.slice(-4)}`);
    await expect(colleague.getByTestId('invitation-state')).toHaveText(m.invitation.states.open);
    await expectAccessible(colleague, `invitation page (${lang}, ${device})`);
    await expectNoSideways(colleague);
    await shot(colleague, `invitation-${lang}-${device}`);
    if (lang === 'zh') await shotsEverywhere(colleague, `/invitation/${link.token}`, 'invitation', (p) => expect(p.getByTestId('invitation-form')).toBeVisible());
    const form = colleague.getByTestId('invitation-form');
    const codeAsked = new Date(Date.now() - 1000);
    await form.getByRole('button', { name: m.invitation.form.sendCode, exact: true }).click();
    await expect(form.getByRole('button', { name: new RegExp(fill(m.invitation.form.resendIn, { seconds: '\\d+' })) })).toBeDisabled();
    const code = await readSmsCode(base, mobiles[0]!, codeAsked);
    const password = 'Counter-Clerk-2026';
    await form.getByRole('textbox', { name: m.invitation.form.code }).fill(code);
    // The two password fields, in screen order (password, then its repeat).
    const passwords = form.locator('input[autocomplete="new-password"]');
    await expect(passwords).toHaveCount(2);
    await passwords.nth(0).fill(password);
    await passwords.nth(1).fill(password);
    await form.getByRole('button', { name: m.invitation.form.submit, exact: true }).click();
    await expect(colleague).toHaveURL(new RegExp(`${prefix}/user/profile$`));

    // 5. Signed in as a colleague: the company is read-only on the profile, the menu says whose account.
    const company = colleague.getByTestId('profile-company');
    await expect(company).toContainText(m.profile.companySection.colleagueNote);
    await expect(company).toHaveAttribute('disabled', '');
    await expect(company.getByRole('textbox', { name: m.userRegister.company, exact: true })).toBeDisabled();
    await expect(colleague.getByTestId('profile-person').getByRole('textbox', { name: m.userRegister.name, exact: true })).toHaveValue(names[0]!);
    await expect(colleague.getByTestId('account-nav').getByRole('link', { name: m.account.nav.team })).toHaveCount(0);
    await colleague.getByRole('button', { name: m.header.accountMenu }).filter({ visible: true }).first().click();
    await expect(colleague.getByTestId('account-menu-company')).toHaveText(fill(m.header.companyRole, { company: owner.company }));
    await shot(colleague, `account-menu-colleague-${lang}-${device}`);
    await colleague.keyboard.press('Escape');
    await shot(colleague, `profile-colleague-${lang}-${device}`);
    if (lang === 'zh') {
      await shotsEverywhere(colleague, '/user/profile', 'profile-colleague', (p) => expect(p.getByTestId('profile-company')).toHaveAttribute('disabled', ''));
      await shotsEverywhere(page, '/user/profile', 'profile-owner', (p) => expect(p.getByTestId('profile-company')).not.toHaveAttribute('disabled'));
    }

    // 6. The colleague sends an inquiry from the basket.
    const [part] = await catalogueItems(base, `cid=1003&pageSize=1&lang=${lang}`);
    await colleague.goto(`${prefix}/product/${part!.skuCode}`);
    await colleague.getByRole('button', { name: m.product.addToInquiry, exact: true }).click();
    await expect(colleague.getByText(m.inquiryBasket.added)).toBeVisible();
    await colleague.goto(`${prefix}/user/inquiry/basket`);
    const send = colleague.getByTestId('send-inquiry-form');
    await send.getByRole('textbox', { name: m.inquiry.send.message }).fill(lang === 'zh' ? '请报价，谢谢。' : 'Please quote, thank you.');
    await send.getByRole('button', { name: m.inquiry.send.submit }).click();
    await expect(colleague).toHaveURL(new RegExp(`${prefix}/user/inquiry/\\d+$`));
    const inquiryId = colleague.url().split('/').pop()!;

    // 7. The owner sees it in the company's list with the colleague's name, and closes it.
    await page.goto(`${prefix}/user/inquiry`);
    // A table from tablet width, cards on phones.
    const row = page.getByTestId(device === 'phone' ? 'inquiry-card' : 'inquiry-row').filter({ has: page.getByTestId('inquiry-sender').filter({ hasText: names[0]! }) });
    await expect(row).toHaveCount(1);
    await shot(page, `inquiries-owner-${lang}-${device}`);
    if (lang === 'zh') await shotsEverywhere(page, '/user/inquiry', 'inquiries-owner', (p) => expect(p.getByTestId('inquiry-sender').filter({ visible: true }).first()).toBeVisible());
    await page.goto(`${prefix}/user/inquiry/${inquiryId}`);
    await expect(page.getByTestId('inquiry-sender')).toContainText(names[0]!);
    await page.getByRole('button', { name: m.inquiry.detail.close, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.inquiry.detail.close, exact: true }).click();
    await expect(page.getByTestId('inquiry-state')).toHaveText(m.inquiryState['500']);

    // 8. The owner removes the colleague (after a confirmation) …
    await page.goto(`${prefix}/user/team`);
    const member = page.getByTestId('team-member').filter({ hasText: names[0]! });
    await member.getByRole('button', { name: fill(m.team.remove.openLabel, { name: names[0]! }) }).click();
    const confirm = page.getByRole('dialog', { name: fill(m.team.remove.title, { name: names[0]! }) });
    await confirm.getByRole('button', { name: m.team.remove.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: fill(m.team.remove.openLabel, { name: names[0]! }) })).toHaveCount(0);

    // … and the colleague's next click (to their inquiries) finds the session ended: signed out, at home.
    await colleague.getByTestId('account-nav').getByRole('link', { name: m.account.nav.inquiry }).click();
    await expect(colleague.getByRole('button', { name: m.header.signIn, exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(colleague).toHaveURL(new RegExp(`${prefix || ''}/?$`));
    await colleague.context().close();
  });
}
