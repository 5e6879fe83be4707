import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectNoMissingMessages, signIn, test } from './fixtures';
import { createApprovedBuyer, type Buyer } from './support/buyer';

/**
 * A trade buyer searches as a person does, in Chinese and in English: the header's search box
 * suggests a part number typed with its spaces, a synonym (制动片) finds the brake pads (刹车片), a
 * brand facet narrows the results, a phone works the same, and a visitor who opens a search
 * address is asked to sign in and sees no results until then. Every text comes from the message files.
 */
type Messages = typeof enMessages;
const SHOTS = path.join('test-results', 'screenshots');

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, brakePads: /刹车片|制动片/ },
  { lang: 'en', prefix: '/en', m: enMessages, brakePads: /Brake Pads/i },
] as const;

const newBuyer = (): Promise<Buyer> =>
  createApprovedBuyer(test.info().project.use.baseURL ?? 'http://localhost:3210');

/** A part number of the demo catalogue written with spaces (Bosch's "0 986 494 123" layout). */
async function spacedPartNumber(page: Page): Promise<{ partNumber: string; skuCode: string }> {
  for (const cid of ['10', '13', '12', '08', '09']) {
    const res = await page.request.get(`/api/products?cid=${cid}&pageSize=60`);
    const body = (await res.json()) as {
      data: { items: { partNumber: string; skuCode: string; brand: string }[] };
    };
    const hit = body.data.items.find(
      (item) => item.brand === 'Bosch' && /^\d( \d{3}){3}$/.test(item.partNumber),
    );
    if (hit) return hit;
  }
  throw new Error('no Bosch part number with spaces in the demo catalogue');
}

const searchBox = (page: Page, m: Messages) =>
  page.getByRole('combobox', { name: m.header.searchLabel }).filter({ visible: true });
const cards = (page: Page) => page.getByTestId('product-card');
const cardBrand = (card: Locator) => card.locator('.product-card-line b').first();

/** The results of the address shown (not the previous search's, which stay on screen while it loads). */
async function expectResults(page: Page) {
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page).first()).toBeVisible();
  await expectNoMissingMessages(page);
}

for (const { lang, prefix, m, brakePads } of journeys) {
  test(`a buyer finds parts by number, by synonym and narrows by brand (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(prefix || '/');
    await signIn(page, await newBuyer(), m);
    const { partNumber, skuCode } = await spacedPartNumber(page);

    // 1. A part number typed with its spaces is suggested; arrows and Enter take it.
    const box = searchBox(page, m);
    await box.fill(partNumber);
    const list = page.getByRole('listbox', { name: m.search.box.list });
    await expect(list).toBeVisible();
    const option = list
      .getByRole('group', { name: m.search.box.groups.part })
      .getByRole('option', { name: partNumber });
    await expect(option.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    if (lang === 'zh')
      await page.screenshot({ path: path.join(SHOTS, `search-suggestions-${lang}-desktop.png`) });
    // Arrow down until the part number is the active option (aria-activedescendant), then Enter.
    const optionId = await option.first().getAttribute('id');
    for (let i = 0; i < 12 && (await box.getAttribute('aria-activedescendant')) !== optionId; i++) {
      await box.press('ArrowDown');
    }
    await expect(box).toHaveAttribute('aria-activedescendant', optionId!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?/);
    await expectResults(page);
    // The exact number is called out and ranks first, its match marked.
    const exact = page.getByTestId('exact-match');
    await expect(exact).toContainText(m.search.exactMatch);
    await expect(exact.getByRole('link')).toHaveAttribute('href', new RegExp(`/product/${skuCode}$`));
    await expect(cards(page).first().locator('mark').first()).toBeVisible();
    await expect(cards(page).first()).toContainText(partNumber);

    // 2. Escape closes the list, then clears the box; 制动片 finds the brake pads (titled 刹车片).
    await box.click();
    await box.press('Escape');
    await box.fill('制动片');
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=%E5%88%B6%E5%8A%A8%E7%89%87/);
    await expectResults(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('制动片');
    const titles = await cards(page).getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((title) => brakePads.test(title)).length).toBeGreaterThanOrEqual(
      Math.ceil(titles.length / 2),
    );

    // 3. A brand facet narrows the list to that brand, and can be undone.
    const facets = page.getByTestId('search-facets');
    const brands = facets.getByRole('group', { name: m.search.facets.brand });
    const first = brands.getByRole('checkbox').first();
    const brandName = (await first.getAttribute('value')) ?? '';
    expect(brandName).not.toBe('');
    const ticked = brands.locator(`input[value="${brandName}"]`);
    const before = await page.getByTestId('product-count').innerText();
    await first.check();
    await expect(page).toHaveURL(/brand=/);
    await expect(ticked).toBeChecked();
    await expectResults(page);
    const cardBrands = () =>
      cards(page).evaluateAll((els) =>
        els.map((el) => el.querySelector('.product-card-line b')?.textContent ?? ''),
      );
    await expect.poll(async () => new Set(await cardBrands())).toEqual(new Set([brandName]));
    await expect(page.getByTestId('product-count')).not.toHaveText(before);
    await page.screenshot({ path: path.join(SHOTS, `search-results-${lang}-desktop.png`), fullPage: true });
    await ticked.uncheck();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(page.getByTestId('product-count')).toHaveText(before);
    await expect(cardBrand(cards(page).first())).toBeVisible();
  });
}

for (const { lang, prefix, m } of journeys) {
  test(`on a phone (360 × 780) the box suggests, and filters open from a button (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(prefix || '/');
    await signIn(page, await newBuyer(), m);
    const box = searchBox(page, m);
    await box.fill(lang === 'zh' ? '刹车片' : 'brake pad');
    const list = page.getByRole('listbox', { name: m.search.box.list });
    await expect(list.getByRole('option').first()).toBeVisible();
    const box0 = await box.boundingBox();
    const list0 = await list.boundingBox();
    expect(list0!.width).toBeLessThanOrEqual(360);
    expect(list0!.y).toBeGreaterThanOrEqual(box0!.y + box0!.height - 1);
    await page.screenshot({ path: path.join(SHOTS, `search-suggestions-${lang}-phone.png`) });
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('Enter');
    await expectResults(page);
    // Facets are behind a button on phones.
    const showFilters = /=0 \{([^}]*)\}/.exec(m.search.facets.toggle)![1]!;
    const toggle = page.getByRole('button', { name: new RegExp(`^${showFilters}`) });
    await expect(page.getByTestId('search-facets')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const brand = page.getByTestId('search-facets').getByRole('checkbox').first();
    await brand.check();
    await expect(page).toHaveURL(/brand=/);
    await expectResults(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: path.join(SHOTS, `search-results-${lang}-phone.png`), fullPage: true });
  });
}

for (const { lang, prefix, m } of journeys) {
  test(`a visitor opening a search address is asked to sign in and sees no results (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}/products?keyword=${encodeURIComponent('制动片')}`);
    const dialog = page.getByTestId('sign-in-dialog');
    await expect(dialog).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    if (lang === 'en') await page.screenshot({ path: path.join(SHOTS, 'search-visitor-en-desktop.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: m.search.signInTitle })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    // Typing in the header's box asks for an account too.
    await searchBox(page, m).fill('brake');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // Signing in from the page shows the results where the visitor stands.
    await page.getByTestId('search-sign-in').getByRole('button', { name: m.search.signInAction }).click();
    const buyer = await newBuyer();
    await dialog.getByRole('textbox', { name: m.userLogin.account, exact: true }).fill(buyer.mobile);
    await dialog.getByRole('textbox', { name: m.userLogin.password, exact: true }).fill(buyer.password);
    await dialog.getByRole('button', { name: m.userLogin.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectResults(page);
  });
}
