import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectNoMissingMessages, test } from './fixtures';
import { demoFitCase, type DemoVehicle } from './support/vehicles';

const LANGUAGES = [
  { lang: 'zh', prefix: '', m: zhMessages, viewport: { width: 1366, height: 900 } },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 360, height: 780 } },
] as const;

type Messages = typeof enMessages;

const count = async (page: Page) => Number((await page.getByTestId('product-count').innerText()).replace(/[^0-9]/g, ''));

function vehicleText(m: Messages, v: DemoVehicle, zh: boolean) {
  return m.vehicles.vehicleName
    .replace('{year}', String(v.year))
    .replace('{make}', zh ? v.makeZh : v.make)
    .replace('{model}', zh ? v.modelZh : v.model);
}

/** Year → make → model in the picker, then save. */
async function chooseVehicle(page: Page, scope: ReturnType<Page['getByTestId']>, m: Messages, v: DemoVehicle) {
  const form = scope.getByRole('form', { name: m.vehicles.region });
  await expect(form).toBeVisible();
  const year = form.getByRole('combobox', { name: m.vehicles.year });
  await expect(year.locator('option', { hasText: String(v.year) })).toHaveCount(1);
  await year.selectOption(String(v.year));
  const make = form.getByRole('combobox', { name: m.vehicles.make });
  await expect(make.locator(`option[value="${v.make}"]`)).toHaveCount(1);
  await make.selectOption(v.make);
  const model = form.getByRole('combobox', { name: m.vehicles.model });
  await expect(model.locator(`option[value="${v.id}"]`)).toHaveCount(1);
  await model.selectOption(String(v.id));
  await form.getByRole('button', { name: m.vehicles.save }).click();
  await expect(form).toBeHidden();
}

for (const { lang, prefix, m, viewport } of LANGUAGES) {
  test(`"my vehicle" narrows the listing and product pages say whether a part fits (${lang}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const fit = await demoFitCase(page.request);
    const zh = lang === 'zh';
    const name = vehicleText(m, fit.vehicle, zh);

    // A product page before a vehicle is chosen invites the buyer to choose one.
    await page.goto(`${prefix}/product/${fit.fitting}`);
    await expect(page.getByTestId('vehicle-fit').getByRole('status')).toHaveText(m.vehicles.checkFit);

    await page.goto(`${prefix}/category/0`);
    const all = await count(page);
    const bar = page.getByTestId('my-vehicle');
    await expect(bar).toContainText(m.vehicles.none);
    await bar.getByRole('button', { name: m.vehicles.choose }).click();
    await chooseVehicle(page, bar, m, fit.vehicle);
    await expect(bar).toContainText(name);

    // Saved in the preferences cookie: it survives a reload of the (cached) page.
    const prefs = (await page.context().cookies()).find((c) => c.name === 'user-preferences');
    expect(JSON.parse(decodeURIComponent(prefs?.value ?? '{}')).vehicle).toMatchObject({ id: fit.vehicle.id });
    await page.reload();
    await expect(bar).toContainText(name);

    await bar.getByRole('link', { name: m.vehicles.showFitting }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?vehicle=${fit.vehicle.id}$`));
    await expect(page.getByTestId('vehicle-filter')).toContainText(name);
    const narrowed = await count(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // The product pages say it, for the fitting part, a part for other cars and a universal one.
    await page.goto(`${prefix}/product/${fit.fitting}`);
    const note = page.getByTestId('vehicle-fit').getByRole('status');
    await expect(note).toHaveText(m.vehicles.fits.replace('{vehicle}', name));
    await expect(note).toHaveAttribute('data-fit', 'fits');
    // The fitment table names the model as the picker does: in Chinese on Chinese pages where one is known.
    await expect(page.getByTestId('fitment')).toContainText(zh ? fit.vehicle.modelZh : fit.vehicle.model);
    await page.goto(`${prefix}/product/${fit.notFitting}`);
    await expect(note).toHaveText(m.vehicles.doesNotFit.replace('{vehicle}', name));
    await page.goto(`${prefix}/product/${fit.universal}`);
    await expect(note).toHaveText(m.vehicles.universal);

    // Back on the filtered listing, clearing "my vehicle" shows every part again.
    await page.goto(`${prefix}/products?vehicle=${fit.vehicle.id}`);
    await page.getByTestId('my-vehicle').getByRole('button', { name: m.vehicles.clear }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId('vehicle-filter')).toHaveCount(0);
    await expect(page.getByTestId('my-vehicle')).toContainText(m.vehicles.none);
    await expectNoMissingMessages(page);
  });
}

test('the product page picker sets the vehicle in place and the note follows it', async ({ page }) => {
  const fit = await demoFitCase(page.request);
  const m = zhMessages;
  await page.goto(`/product/${fit.fitting}`);
  const section = page.getByTestId('vehicle-fit');
  await section.getByRole('button', { name: m.vehicles.choose }).click();
  await chooseVehicle(page, section, m, fit.vehicle);
  await expect(section.getByRole('status')).toHaveText(m.vehicles.fits.replace('{vehicle}', vehicleText(m, fit.vehicle, true)));
});

test('an unknown or malformed vehicle id in a listing URL is a 404', async ({ page }) => {
  expect((await page.goto('/products?vehicle=999999999'))?.status()).toBe(404);
  expect((await page.goto('/products?vehicle=abc'))?.status()).toBe(404);
});
