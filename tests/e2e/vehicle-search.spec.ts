import path from 'node:path';
import type { Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, signIn, test } from './fixtures';

/**
 * A VIN in the header's search box and "my vehicle" in keyword search, as a buyer does it:
 * a VIN with a bad check digit is refused with the reason, a good one becomes "my vehicle" and opens
 * that vehicle's parts; a keyword search then shows only the parts that fit, says so, and offers
 * every part in one click. zh on a 360 px phone, en on a desktop (vehicles.spec.ts runs the picker
 * the other way round, so both languages meet both sizes).
 */
type Messages = typeof enMessages;
const SHOTS = path.join('test-results', 'screenshots');

/** A 2018 BMW X3 of the demo catalogue (vPIC pattern 5UX TR9C3, check digit X; 81 parts fit it at 3,000 products). */
const VIN = '5UXTR9C3XJA123456';
/** The same VIN with position 9 wrong. */
const BAD_VIN = '5UXTR9C35JA123456';

const RUNS = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 360, height: 780 }, size: 'phone' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 1366, height: 900 }, size: 'desktop' },
] as const;

type VinDecode = {
  year: number;
  make: string;
  make_zh: string;
  model: string;
  model_zh: string;
  vehicle_id: number;
};

const searchBox = (page: Page, m: Messages) =>
  page.getByRole('combobox', { name: m.header.searchLabel }).filter({ visible: true });
const count = async (page: Page) =>
  Number((await page.getByTestId('product-count').innerText()).replace(/[^0-9]/g, ''));

/** The results of the address shown, not the previous ones (they stay on screen while the next load). */
async function settledResults(page: Page) {
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  return count(page);
}

for (const { lang, prefix, m, viewport, size } of RUNS) {
  test(`a VIN finds its vehicle's parts, and "my vehicle" narrows keyword search (${lang}, ${size})`, async ({
    page,
    buyer,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const decoded = (
      (await (await page.request.get(`/api/vehicles/vin/${VIN}`)).json()) as { data: VinDecode }
    ).data;
    const zh = lang === 'zh';
    const name = m.vehicles.vehicleName
      .replace('{year}', String(decoded.year))
      .replace('{make}', zh ? decoded.make_zh : decoded.make)
      .replace('{model}', zh ? decoded.model_zh : decoded.model);

    await page.goto(prefix || '/');
    await signIn(page, buyer, m);
    const box = searchBox(page, m);

    // 1. A VIN: it becomes "my vehicle" and that vehicle's parts open.
    await box.fill(VIN);
    await expect(
      page
        .getByRole('listbox', { name: m.search.box.list })
        .getByRole('option', { name: m.search.box.vinOption.replace('{vin}', VIN) }),
    ).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?vehicle=${decoded.vehicle_id}$`));
    await expect(page.getByTestId('vehicle-filter')).toContainText(
      m.vehicles.filterHeading.replace('{vehicle}', name),
    );
    await expect(page.getByTestId('my-vehicle')).toContainText(name);
    const parts = await count(page);
    expect(parts).toBeGreaterThan(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectNoMissingMessages(page);
    // axe costs seconds per full listing here: the VIN's listing is checked once (the phone's layout).
    if (zh) await test.step('axe', () => expectAccessible(page, `VIN's parts (${lang}, ${size})`));
    await page.screenshot({ path: path.join(SHOTS, `vin-result-${lang}-${size}.png`), fullPage: true });

    // 2. A keyword search now shows only the parts that fit "my vehicle", and says so.
    await box.fill(zh ? '刹车' : 'brake');
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(page).not.toHaveURL(/vehicle=/);
    const note = page.getByTestId('search-vehicle-note');
    await expect(note).toContainText(m.search.vehicle.fitting.replace('{vehicle}', name));
    const fitting = await settledResults(page);
    expect(fitting).toBeGreaterThan(0);
    expect(fitting).toBeLessThanOrEqual(parts);
    await expectNoMissingMessages(page);
    await test.step('axe', () => expectAccessible(page, `search narrowed by my vehicle (${lang}, ${size})`));
    await page.screenshot({
      path: path.join(SHOTS, `search-my-vehicle-${lang}-${size}.png`),
      fullPage: true,
    });

    // 3. A VIN with a wrong check digit: refused with the reason, the box marked, nothing changes.
    await box.fill(BAD_VIN);
    await box.press('Enter');
    const reason = m.api.vinCheckDigit.replace('{expected}', 'X').replace('{actual}', '5');
    const refusal = page.getByRole('alert').filter({ hasText: reason });
    await expect(refusal).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/keyword=/);
    await test.step('axe', () => expectAccessible(page, `VIN refused (${lang}, ${size})`));
    if (zh) await page.screenshot({ path: path.join(SHOTS, `vin-refused-${lang}-${size}.png`) });
    await box.press('Escape');
    await expect(refusal).toBeHidden();

    // 4. One click searches every part; one more goes back to the parts that fit.
    await note.getByRole('link', { name: m.search.vehicle.searchAll }).click();
    await expect(page).toHaveURL(/vehicle=all/);
    await expect(note).toContainText(m.search.vehicle.all.replace('{vehicle}', name));
    await expect.poll(async () => (await settledResults(page)) > fitting).toBe(true);
    await note.getByRole('link', { name: m.search.vehicle.onlyFitting }).click();
    await expect(page).not.toHaveURL(/vehicle=/);
    await expect.poll(() => settledResults(page)).toBe(fitting);

    // 5. Clearing "my vehicle" widens the same search at once.
    await page.getByTestId('my-vehicle').getByRole('button', { name: m.vehicles.clear }).click();
    await expect(note).toHaveCount(0);
    await expect.poll(async () => (await settledResults(page)) > fitting).toBe(true);
  });
}
