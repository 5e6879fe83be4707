import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { API_TOKEN_PATTERN } from '../../src/contracts/api-tokens';
import { expect, expectAccessible, expectNoMissingMessages, expectNoSideways, signIn, test } from './fixtures';
import { API_OWNERS } from './support/api-token-owners';
import { E2E_ADMIN_MOBILE, E2E_ADMIN_PASSWORD } from './support/operator';

/**
 * API access, as people use it, in Chinese on a desktop and in English on a phone: the owner of an
 * Enterprise company opens Account → API access, creates a token for the ERP with two permissions and
 * 90 days, sees the secret once, copies it, closes the dialog and finds the token listed without its
 * secret; then revokes it after a confirmation. A colleague is not offered the page and is told who
 * manages tokens; an operator sees the token and its use on the console's company page; a company
 * whose plan lacks API access is shown the plan that has it, and no way to create one.
 */
type Messages = typeof enMessages;
type Plan = { level: number; title: string; api_access: boolean };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name]));
const SHOTS = path.join('test-results', 'screenshots');

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1280, height: 900 }, device: 'desktop', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 390, height: 844 }, device: 'phone', locale: 'en-US' },
] as const;

async function shot(page: Page, name: string) {
  await expectNoMissingMessages(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function openAccountMenu(page: Page, m: Messages) {
  // On a phone the "signed in" toast lies over the account button, and a pointer resting on a toast
  // pauses it: a click that waits for the button to be uncovered would hold the toast there for ever.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: m.header.accountMenu }).filter({ visible: true }).first().click();
}

/** The token as the list shows it: a table row from tablet width, a card on phones. */
function listedToken(page: Page, device: 'desktop' | 'phone', prefix: string): Locator {
  return page.getByTestId(device === 'phone' ? 'api-token-card' : 'api-token-row').and(page.locator(`[data-prefix="${prefix}"]`));
}

for (const { lang, prefix, m, viewport, device, locale } of journeys) {
  test(`an owner creates, copies and revokes an API access token; a colleague cannot (${lang}, ${device})`, async ({ page, browser, baseURL, context }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? 'http://localhost:3210';
    const t = m.apiTokens;
    const { owner, colleague } = API_OWNERS[lang];
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });

    // 1. Signed in, the owner goes to Account → API access from the account menu.
    await page.setViewportSize(viewport);
    await page.goto(prefix || '/');
    await signIn(page, owner, m);
    await openAccountMenu(page, m);
    await page.getByRole('menuitem', { name: m.header.apiAccess, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/api$`));
    await expect(page.getByRole('heading', { name: m.account.titles.api, level: 1 })).toBeVisible();
    await expect(page.getByTestId('account-nav').getByRole('link', { name: m.account.nav.api })).toHaveAttribute('aria-current', 'page');
    const limits = page.getByTestId('api-limits');
    await expect(limits).toContainText(fill(t.limits.perToken, { count: 120 }));
    await expect(limits).toContainText(fill(t.limits.perCompany, { count: 300 }));
    await expect(limits.getByRole('link', { name: t.limits.docs })).toHaveAttribute('href', `/api/docs/buyer?lang=${lang}`);
    await expect(page.getByRole('heading', { name: t.list.heading, level: 2 })).toBeVisible();
    await expectAccessible(page, `API access page (${lang}, ${device})`);
    await expectNoSideways(page);

    // 2. "Create token": ERP, two permissions, 90 days.
    await page.getByRole('button', { name: t.create.open, exact: true }).click();
    const dialog = page.getByTestId('create-token-dialog');
    await expect(dialog.getByRole('heading', { name: t.create.title })).toBeVisible();
    // Nothing chosen: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: t.create.submit, exact: true }).click();
    await expect(dialog.getByText(t.create.nameRequired)).toBeVisible();
    await expect(dialog.getByText(t.create.scopesRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.create.name }).fill('ERP');
    await dialog.getByRole('checkbox', { name: t.scopes.catalogRead.label }).click();
    await dialog.getByRole('checkbox', { name: t.scopes.inquiriesWrite.label }).click();
    await dialog.getByRole('combobox', { name: t.create.expiry }).selectOption('90');
    await expect(dialog.getByText(t.create.scopesRequired)).toBeHidden();
    await expectAccessible(page, `create token dialog (${lang}, ${device})`);
    await shot(page, `api-create-${lang}-${device}`);
    await dialog.getByRole('button', { name: t.create.submit, exact: true }).click();

    // 3. The secret, once: read-only, with a warning; Copy puts it on the clipboard and says so.
    await expect(dialog.getByRole('heading', { name: t.created.title })).toBeVisible();
    await expect(dialog).toContainText(t.created.warning);
    const field = dialog.getByRole('textbox', { name: fill(t.created.label, { name: 'ERP' }) });
    await expect(field).toHaveAttribute('readonly', '');
    const secret = await field.inputValue();
    expect(secret).toMatch(API_TOKEN_PATTERN);
    // `pmk_` and the 10-character id; the secret after it may itself hold `_`.
    const tokenPrefix = secret.slice(0, 'pmk_'.length + 10);
    await expectAccessible(page, `token secret dialog (${lang}, ${device})`);
    await shot(page, `api-secret-${lang}-${device}`);
    await dialog.getByRole('button', { name: t.created.copy, exact: true }).click();
    await expect(dialog.getByRole('button', { name: t.created.copied, exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: t.created.done, exact: true }).click();
    await expect(dialog).toBeHidden();

    // 4. The list shows the token by its prefix, active, never used — and the secret nowhere.
    const listed = listedToken(page, device, tokenPrefix);
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('ERP');
    await expect(listed.getByTestId('api-token-prefix')).toHaveText(`${tokenPrefix}…`);
    await expect(listed.getByTestId('api-token-state')).toHaveText(t.states.active);
    await expect(listed).toContainText(t.scopes.catalogRead.label);
    await expect(listed).toContainText(t.scopes.inquiriesWrite.label);
    await expect(listed).not.toContainText(t.scopes.ordersRead.label);
    await expect(listed.getByTestId('api-token-last-used')).toHaveText(t.list.never);
    await expect(listed.getByTestId('api-token-calls-today')).toHaveText('0');
    await expect(listed).toContainText(fill(t.list.createdBy, { name: owner.name }));
    await expect(page.locator('body')).not.toContainText(secret.slice(tokenPrefix.length + 1));
    await expectAccessible(page, `API access page with a token (${lang}, ${device})`);
    await expectNoSideways(page);
    await shot(page, `api-tokens-${lang}-${device}`);

    // 5. Revoked after a confirmation: the state says so, the button is gone, focus stays in the list.
    await listed.getByRole('button', { name: fill(t.revoke.openLabel, { name: 'ERP' }) }).click();
    const confirm = page.getByRole('dialog', { name: fill(t.revoke.title, { name: 'ERP' }) });
    await expect(confirm).toContainText(t.revoke.description);
    await expectAccessible(page, `revoke dialog (${lang}, ${device})`);
    await confirm.getByRole('button', { name: t.revoke.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(listed.getByTestId('api-token-state')).toHaveText(t.states.revoked);
    await expect(listed.getByRole('button', { name: fill(t.revoke.openLabel, { name: 'ERP' }) })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.list.heading, level: 2 })).toBeFocused();
    await expectAccessible(page, `API access page with a revoked token (${lang}, ${device})`);
    await shot(page, `api-revoked-${lang}-${device}`);

    // 6. A colleague of the same company: no menu entry, and the page says who manages tokens.
    const other = await (await browser.newContext({ viewport, locale, baseURL: base })).newPage();
    await other.goto(prefix || '/');
    await signIn(other, colleague, m);
    await openAccountMenu(other, m);
    await expect(other.getByRole('menuitem', { name: m.header.team, exact: true })).toHaveCount(0);
    await expect(other.getByRole('menuitem', { name: m.header.apiAccess, exact: true })).toHaveCount(0);
    await other.keyboard.press('Escape');
    await other.goto(`${prefix}/user/api`);
    await expect(other.getByTestId('api-tokens-colleague-note')).toHaveText(t.colleagueOnly);
    await expect(other.getByTestId('account-nav').getByRole('link', { name: m.account.nav.api })).toHaveCount(0);
    await expect(other.getByRole('button', { name: t.create.open })).toHaveCount(0);
    await expectAccessible(other, `API access page, colleague (${lang}, ${device})`);
    await shot(other, `api-colleague-${lang}-${device}`);
    await other.context().close();

    // 7. An operator sees the company's tokens and their use on the console (read-only).
    if (lang === 'zh') {
      const a = zhMessages.admin;
      const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', baseURL: base })).newPage();
      await desk.goto('/admin/login');
      await desk.getByLabel(a.signIn.mobile).fill(E2E_ADMIN_MOBILE);
      await desk.getByLabel(a.signIn.password).fill(E2E_ADMIN_PASSWORD);
      await desk.getByRole('button', { name: a.signIn.submit }).click();
      await desk.getByRole('link', { name: a.nav.companies }).first().click();
      await desk.getByLabel(a.companies.search).fill(owner.mobile);
      await desk.getByRole('button', { name: a.companies.find }).click();
      await desk.getByRole('row').filter({ hasText: owner.company }).getByRole('link', { name: owner.company }).click();
      await expect(desk.getByRole('heading', { name: owner.company, level: 1 })).toBeVisible();
      const tokens = desk.getByTestId('company-api-tokens');
      const row = tokens.getByRole('row').filter({ hasText: `${tokenPrefix}…` });
      await expect(row).toContainText('ERP');
      await expect(row).toContainText(a.companies.tokenStates.revoked);
      await expect(row).toContainText(a.companies.tokenNeverUsed);
      await expect(tokens).not.toContainText(secret.slice(tokenPrefix.length + 1));
      await expectAccessible(desk, 'console company detail with tokens');
      await shot(desk, 'api-console-company-zh-desktop');
      await desk.context().close();
    }
  });
}

test('a company whose plan lacks API access is shown the plan that has it, and no create button (zh, desktop)', async ({ page, buyer }) => {
  const m = zhMessages as Messages;
  const t = m.apiTokens;
  const plans = (await (await page.request.get('/api/get/level/memo?lang=zh&site=us')).json()) as { data: Plan[] };
  const withApi = plans.data.find((plan) => plan.api_access);
  expect(withApi).toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signIn(page, buyer, m);
  await page.goto('/user/api');
  const card = page.getByTestId('api-no-access');
  await expect(card).toContainText(t.noAccess.title);
  await expect(card).toContainText(fill(t.noAccess.withPlan, { plan: withApi!.title }));
  await expect(page.getByRole('button', { name: t.create.open })).toHaveCount(0);
  await expectAccessible(page, 'API access page without API access (zh, desktop)');
  await shot(page, 'api-no-access-zh-desktop');
  await card.getByRole('button', { name: t.noAccess.upgrade }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
