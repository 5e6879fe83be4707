import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible as expectAccessibleNow, expectNoMissingMessages, signIn, test, type Buyer } from './fixtures';
import { signInToConsoleAsOperator } from './support/console-language';

/*
 * The operator teaches search (docs/decisions/0070), as the two people do it: a buyer searches a word
 * the store does not know and finds nothing; the operator opens "Search terms" in the console, finds
 * that word among the searches that found nothing and adds it as a synonym of a word search knows;
 * the buyer's next search finds the parts, and once the buyer opens one of them the operator's list of
 * searches whose results nobody opened counts one fewer. In Chinese on a desktop and in English on a phone, each
 * with a word of its own made up for the run (no dictionary will ever hold it). axe checks the
 * console screen and the dialog; screenshots of both languages go to test-results/screenshots.
 */
type Messages = typeof enMessages;
const SHOTS = path.join('test-results', 'screenshots');
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => params[k] ?? '');

/** A word no catalogue or dictionary holds: rare Chinese characters, or Latin letters only (no digits: not a part number). */
function madeUpWord(lang: 'zh' | 'en'): string {
  const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  return lang === 'zh' ? `${pick('喵咪嘟噜啾叽咕哔', 3)}格` : `zq${pick('bcdfghjklmnpvwxz', 7)}`;
}

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, target: '机油滤清器', found: /机油滤清器/, phone: false },
  { lang: 'en', prefix: '/en', m: enMessages, target: 'oil filter', found: /Oil Filter/i, phone: true },
] as const;

async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await expectAccessibleNow(page, where);
}

async function buyerSearches(browser: Browser, buyer: Buyer, prefix: string, m: Messages, word: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: prefix ? 'en-US' : 'zh-CN' })).newPage();
  await page.goto(prefix || '/');
  await signIn(page, buyer, m);
  await page.goto(`${prefix}/products?keyword=${encodeURIComponent(word)}`);
  return page;
}

async function operatorConsole(browser: Browser, lang: 'zh' | 'en', m: Messages, phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInToConsoleAsOperator(page, lang, m);
  return page;
}

for (const { lang, prefix, m, target, found, phone } of journeys) {
  test(`${lang}${phone ? ' (phone)' : ''}: the operator adds a synonym from the searches that found nothing, and the buyer then finds the parts`, async ({
    browser,
    buyer,
  }) => {
    test.setTimeout(300_000);
    const s = m.admin.searchTerms;
    const word = madeUpWord(lang);

    // 1. The buyer searches a word the store does not know: nothing.
    const shop = await buyerSearches(browser, buyer, prefix, m, word);
    await expect(shop.getByTestId('empty-state')).toBeVisible();
    await expect(shop.getByRole('heading', { name: m.search.noResultsTitle })).toBeVisible();

    // 2. The operator finds it among the searches that found nothing (the first view) …
    const desk = await operatorConsole(browser, lang, m, phone);
    if (phone) await desk.goto('/admin/search-terms');
    else await desk.getByRole('link', { name: m.admin.nav.searchTerms }).click();
    await expect(desk.getByRole('heading', { name: s.title, level: 1 })).toBeVisible();
    const row = desk.getByTestId('search-terms').getByRole('row').filter({ hasText: word });
    await expect(row).toBeVisible();
    if (!phone) await expect(row.getByRole('cell', { name: s.languages[lang], exact: true })).toBeVisible();
    await expectAccessible(desk, `${lang} search terms`);
    if (phone) {
      const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the search terms screen scrolls sideways').toBeLessThanOrEqual(0);
    }
    await desk.screenshot({ path: path.join(SHOTS, `search-teaching-${lang}-${phone ? 'phone' : 'desktop'}.png`), fullPage: true });

    // … and teaches it in one step: a synonym of a word search knows.
    await row.getByRole('button', { name: fill(s.addSynonymFor, { query: word }) }).click();
    const dialog = desk.getByRole('dialog', { name: fill(s.synonymTitle, { query: word }) });
    await dialog.getByRole('button', { name: s.save }).click();
    // Sent empty: the field says why, and nothing is saved.
    await expect(dialog.getByText(s.errors.required)).toBeVisible();
    await dialog.getByLabel(s.target).fill(target);
    await expect(dialog.getByText(s.errors.required)).toBeHidden();
    await expectAccessible(desk, `${lang} synonym dialog`);
    await desk.screenshot({ path: path.join(SHOTS, `search-teaching-dialog-${lang}-${phone ? 'phone' : 'desktop'}.png`) });
    await dialog.getByRole('button', { name: s.save }).click();
    await expect(desk.getByText(fill(s.saved, { term: word, target }))).toBeVisible();
    const rules = desk.getByTestId('search-rules');
    const rule = rules.getByRole('row').filter({ hasText: word });
    await expect(rule.getByRole('cell', { name: target, exact: true })).toBeVisible();
    await expect(rule.getByRole('cell', { name: s.kinds.synonym, exact: true })).toBeVisible();
    // The row it came from now says so (its counts are history).
    await expect(row.getByText(s.taught, { exact: true })).toBeVisible();

    // 3. The buyer's next search finds the parts.
    await expect(async () => {
      await shop.reload();
      await expect(shop.getByTestId('product-card').first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(shop.getByTestId('product-card').first()).toContainText(found);
    await expectNoMissingMessages(shop);

    // 4. Those searches found parts nobody opened yet; the buyer opens one, and the operator's list
    // of unopened results counts one search fewer.
    const unopenedCount = async (): Promise<number> => {
      await desk.reload();
      await desk.getByText(s.viewUnopened, { exact: true }).click();
      // The list under the new view: its count column is headed "not opened".
      await expect(desk.getByTestId('search-terms').getByRole('columnheader', { name: s.unopened })).toBeVisible();
      await expect(desk.locator('.ant-spin-spinning')).toHaveCount(0);
      const unopenedRow = desk.getByTestId('search-terms').getByRole('row').filter({ hasText: word });
      if ((await unopenedRow.count()) === 0) return 0;
      return Number(await unopenedRow.getByRole('cell').nth(phone ? 2 : 4).textContent());
    };
    let before = 0;
    await expect(async () => {
      before = await unopenedCount();
      expect(before).toBeGreaterThan(0);
      // Each try reloads the whole console: generous on a loaded machine.
    }).toPass({ timeout: 90_000 });
    await shop.getByTestId('product-card').first().locator('a.product-card-link').click();
    await expect(shop).toHaveURL(/\/product\//);
    await expect(async () => expect(await unopenedCount()).toBe(before - 1)).toPass({ timeout: 90_000 });
    await expectNoMissingMessages(desk);
    await shop.context().close();
    await desk.context().close();
  });
}
