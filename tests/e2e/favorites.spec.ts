import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { chinaDay } from '../../src/lib/china-date';
import { expect, expectNoMissingMessages, test } from './fixtures';
import { createApprovedBuyer, signIn, type Buyer } from './support/buyer';

/**
 * A trade buyer keeps parts as favourites, as a person does it, in Chinese and in English: hearts on
 * a category listing (the page is cached for everyone; the hearts show the buyer's own state), the
 * product page's toggle, /user/favorite (filter, remove, add to inquiry, export and open the file), a
 * phone pass, and a visitor who is asked to sign in. Every text comes from the message files.
 */
type Messages = typeof enMessages;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
/** The text an ICU plural shows for 1 (its `one` branch, else `other`), e.g. "1 part added…". */
const pluralOne = (icu: string) =>
  (/\bone \{([^}]*)\}/.exec(icu)?.[1] ?? /\bother \{([^}]*)\}/.exec(icu)?.[1] ?? icu).replace('#', '1');
const SHOTS = path.join('test-results', 'screenshots');

/** The first `n` cards of a listing with their titles. */
async function cards(page: Page, n: number): Promise<{ card: Locator; title: string }[]> {
  const all = page.getByTestId('product-card');
  await expect(all.first()).toBeVisible();
  const out = [];
  for (let i = 0; i < n; i++) {
    const card = all.nth(i);
    out.push({ card, title: (await card.getByRole('heading').innerText()).trim() });
  }
  return out;
}
const heart = (scope: Locator | Page, m: Messages, title: string) =>
  scope.getByRole('button', { name: fill(m.catalog.favouriteLabel, { title }), exact: true });

async function saveDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, format: 'xlsx' },
  { lang: 'en', prefix: '/en', m: enMessages, format: 'csv' },
] as const;

/** An approved buyer of its own for each journey (made through the API, as main's journeys do). */
const newBuyer = (): Promise<Buyer> => createApprovedBuyer(test.info().project.use.baseURL ?? 'http://localhost:3210');

for (const { lang, prefix, m, format } of journeys) {
  test(`a buyer favourites three parts from a listing, manages them and exports them (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}/category/10`);
    await signIn(page, await newBuyer(), m);

    // 1. Hearts on three cards; each shows as saved at once.
    const chosen = await cards(page, 3);
    for (const { card, title } of chosen) {
      const button = heart(card, m, title);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    if (lang === 'zh') await page.screenshot({ path: path.join(SHOTS, 'favorites-hearts-zh-desktop.png') });
    // The cached page, reloaded, shows the buyer's hearts again (from the buyer's favourite ids).
    await page.reload();
    for (const { title } of chosen) await expect(heart(page, m, title)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, m, (await cards(page, 4))[3]!.title)).toHaveAttribute('aria-pressed', 'false');

    // 2. The product page's toggle agrees, and can undo and redo.
    await chosen[0]!.card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/[A-Z0-9-]+$/);
    const toggle = page.getByRole('button', { name: m.product.favourite, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // 3. /user/favorite from the header: newest first.
    await page.getByRole('link', { name: m.header.favorites }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/favorite$`));
    await expect(page.getByRole('heading', { name: m.account.titles.favorite, level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: m.favorites.tableLabel });
    const rows = table.getByTestId('favorite-row');
    await expect(rows).toHaveCount(3);
    for (const { title } of chosen) await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectNoMissingMessages(page);
    if (lang === 'zh') {
      await page.screenshot({ path: path.join(SHOTS, 'favorites-zh-desktop.png'), fullPage: true });
    }

    // 4. Remove one.
    const gone = chosen[1]!.title;
    await page.getByRole('button', { name: fill(m.favorites.removeLabel, { title: gone }), exact: true }).click();
    await expect(page.getByText(m.favorites.removed)).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(table.getByRole('link', { name: gone, exact: true })).toHaveCount(0);

    // 5. Add one to the inquiry basket: the header's count follows.
    await page.getByRole('button', { name: fill(m.favorites.addToInquiryLabel, { title: chosen[0]!.title }), exact: true }).click();
    await expect(page.getByText(pluralOne(m.favorites.addedToInquiry))).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${m.header.inquiry} ${m.header.inquiryBasketCount.one.replace('#', '1')}` }).first(),
    ).toBeVisible();

    // 6. Filter by keyword: the first part's SKU.
    const sku = (await rows.first().locator('dd').first().innerText()).trim();
    const filters = page.getByRole('search', { name: m.favorites.filtersLabel });
    await filters.getByRole('searchbox', { name: m.favorites.keyword }).fill(sku);
    await filters.getByRole('button', { name: m.favorites.search, exact: true }).click();
    await expect(rows).toHaveCount(1);
    await filters.getByRole('button', { name: m.favorites.clear, exact: true }).click();
    await expect(rows).toHaveCount(2);

    // 7. Export and open the file: the server's name, the two remaining parts, headers in this language.
    const button = format === 'xlsx' ? m.favorites.exportXlsx : m.favorites.exportCsv;
    const { name, bytes } = await saveDownload(page, () => page.getByRole('button', { name: button, exact: true }).click());
    expect(name).toBe(`${m.favorites.file.base}-${chinaDay(new Date())}.${format}`);
    await expect(page.getByText(fill(m.favorites.exported, { name }))).toBeVisible();
    let table2: string[][];
    if (format === 'xlsx') {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as never);
      const sheet = workbook.getWorksheet(m.favorites.file.sheet)!;
      table2 = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1).map(String));
    } else {
      table2 = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    }
    expect(table2[0]!.slice(0, 2)).toEqual([m.favorites.file.sku, m.favorites.file.title]);
    expect(table2).toHaveLength(3);
    expect(table2.slice(1).map((r) => r[1]).sort()).toEqual([chosen[0]!.title, chosen[2]!.title].sort());
  });
}

test('on a phone (360 × 780) the favourites are cards that fit the screen (en)', async ({ page }) => {
  test.setTimeout(90_000);
  const m = enMessages;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en/category/10');
  await signIn(page, await newBuyer(), m);
  const { card, title } = (await cards(page, 1))[0]!;
  await heart(card, m, title).click();
  await expect(heart(card, m, title)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/user/favorite');
  const list = page.getByRole('list', { name: m.favorites.tableLabel });
  await expect(list.getByTestId('favorite-card')).toHaveCount(1);
  await expect(page.getByRole('table', { name: m.favorites.tableLabel })).toBeHidden();
  await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, 'favorites-en-phone.png'), fullPage: true });
  await list.getByRole('button', { name: fill(m.favorites.removeLabel, { title }), exact: true }).click();
  await expect(page.getByRole('heading', { name: m.favorites.emptyTitle })).toBeVisible();
});

test('a visitor clicking a heart is asked to sign in (zh)', async ({ page }) => {
  const m = zhMessages as Messages;
  await page.goto('/category/10');
  const { card, title } = (await cards(page, 1))[0]!;
  await heart(card, m, title).click();
  const dialog = page.getByTestId('sign-in-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: m.userLogin.tab })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heart(card, m, title)).toHaveAttribute('aria-pressed', 'false');
});
