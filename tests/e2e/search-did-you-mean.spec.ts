import path from 'node:path';
import type { Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, signIn, test } from './fixtures';

/**
 * A buyer who misspells a part name is offered the corrected spelling, in the suggestions as they
 * type and above the results, and one click finds the parts: in Chinese on a desktop (the results
 * page's "did you mean"), in English on a phone (the suggestion). Every text from the message files.
 */
type Messages = typeof enMessages;
const SHOTS = path.join('test-results', 'screenshots');

const searchBox = (page: Page, m: Messages) =>
  page.getByRole('combobox', { name: m.header.searchLabel }).filter({ visible: true });
const cards = (page: Page) => page.getByTestId('product-card');
// Cards far below the fold render their text as they scroll in: the titles judged are the rendered ones.

/** The "did you mean" sentence's words around its link, e.g. "Did you mean" and "?". */
const didYouMeanText = (m: Messages) => m.search.didYouMean.split(/<suggestion><\/suggestion>/)[0]!.trim();

async function expectResults(page: Page) {
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page).first()).toBeVisible();
  await expectNoMissingMessages(page);
}

/** The suggestion list's "did you mean" group offers `corrected`. */
async function expectCorrectionOffered(page: Page, m: Messages, corrected: string) {
  const list = page.getByRole('listbox', { name: m.search.box.list });
  await expect(list).toBeVisible();
  const option = list
    .getByRole('group', { name: m.search.box.groups.correction })
    .getByRole('option', { name: corrected });
  await expect(option).toBeVisible();
  return option;
}

test('zh, desktop: a misspelt search offers "did you mean" above the parts; one click searches the corrected words', async ({
  page,
  buyer,
}) => {
  test.setTimeout(120_000);
  const m = zhMessages as Messages;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await signIn(page, buyer, m);

  const box = searchBox(page, m);
  await box.fill('brak pads');
  await expectCorrectionOffered(page, m, 'brake pads');
  await page.screenshot({ path: path.join(SHOTS, 'search-did-you-mean-suggestions-zh-desktop.png') });
  await expectAccessible(page, 'zh suggestions with a correction');

  // Searching the misspelt words as typed: the corrected spelling is offered above the parts it found.
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=brak(\+|%20)pads/);
  await expectResults(page);
  const note = page.getByTestId('did-you-mean');
  await expect(note).toContainText(didYouMeanText(m));
  await expect(note).toContainText(m.search.correctedHint);
  await page.screenshot({ path: path.join(SHOTS, 'search-did-you-mean-results-zh-desktop.png'), fullPage: true });
  await expectAccessible(page, 'zh results with a correction');

  // One click: the corrected search, its brake pads titled in Chinese, nothing left to correct.
  await note.getByRole('link', { name: 'brake pads' }).click();
  await expect(page).toHaveURL(/keyword=brake(\+|%20)pads/);
  await expectResults(page);
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  const titles = (await cards(page).getByRole('heading').allInnerTexts()).filter(Boolean);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => /刹车片/.test(title)), titles.join(' | ')).toBe(true);
});

test('en, phone: the suggestions offer the corrected spelling first; one tap finds the spark plugs', async ({
  page,
  buyer,
}) => {
  test.setTimeout(120_000);
  const m = enMessages;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en');
  await signIn(page, buyer, m);

  const box = searchBox(page, m);
  await box.fill('spark plgu');
  const option = await expectCorrectionOffered(page, m, 'spark plug');
  // The correction comes first: one ArrowDown makes it the active option.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(SHOTS, 'search-did-you-mean-suggestions-en-phone.png') });
  await expectAccessible(page, 'en suggestions with a correction (phone)');

  await option.click();
  await expect(page).toHaveURL(/keyword=spark(\+|%20)plug/);
  await expectResults(page);
  await expect(box).toHaveValue('spark plug');
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  const titles = (await cards(page).getByRole('heading').allInnerTexts()).filter(Boolean);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => /Spark Plug/i.test(title)), titles.join(' | ')).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, 'search-did-you-mean-results-en-phone.png'), fullPage: true });
  await expectAccessible(page, 'en results of the corrected search (phone)');
});
