import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, firstSku, signIn, test } from './fixtures';

/*
 * The product page's quantity error (below the minimum order) has a row of its own: showing it moves
 * neither the quantity's label, the quantity, "Add to inquiry" nor "Favourite" on a desktop, and on a
 * phone it sits right under the quantity. Both languages, 1366 and 390 px.
 */
const LANGS = [
  { lang: 'zh', prefix: '', m: zhMessages as typeof enMessages },
  { lang: 'en', prefix: '/en', m: enMessages },
] as const;

/** Where the element sits on the page (not in the viewport: focusing the quantity may scroll). */
const box = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

for (const { lang, prefix, m } of LANGS) {
  test(`a below-minimum quantity error moves nothing beside it (${lang})`, async ({ page, buyer }) => {
    await page.goto(prefix || '/');
    await signIn(page, buyer, m);
    await page.goto(`${prefix}/product/${await firstSku(page)}`);
    const quantity = page.getByTestId('inquiry-quantity');
    const add = page.getByTestId('add-to-inquiry');
    const favourite = page.getByRole('button', { name: m.product.favourite, exact: true });
    const label = page.locator(`label[for="${await quantity.getAttribute('id')}"]`);
    const error = page.getByTestId('inquiry-quantity-error');

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await quantity.fill('1');
      await expect(error).toBeHidden();
      const before = { label: await box(label), quantity: await box(quantity), add: await box(add), favourite: await box(favourite) };

      await quantity.fill('0');
      await add.click();
      await expect(error).toBeVisible();
      await expect(quantity).toBeFocused();
      const after = { label: await box(label), quantity: await box(quantity), add: await box(add), favourite: await box(favourite) };
      expect(after.label, `${lang} ${width}: label`).toEqual(before.label);
      expect(after.quantity, `${lang} ${width}: quantity`).toEqual(before.quantity);
      expect(after.add, `${lang} ${width}: add to inquiry`).toEqual(before.add);
      const errorBox = await box(error);
      expect(errorBox.y, `${lang} ${width}: the error is under the quantity`).toBeGreaterThanOrEqual(after.quantity.y + after.quantity.height);
      if (width >= 1024) {
        // Side by side (the price box has room): the favourite button stays on the quantity's row, the error under them.
        expect(after.favourite, `${lang} ${width}: favourite`).toEqual(before.favourite);
        expect(after.favourite.y).toBeCloseTo(after.add.y, 0);
      } else {
        // Stacked: the error comes between the quantity and the favourite button, which keeps its width.
        expect(after.favourite.width).toBeCloseTo(before.favourite.width, 0);
        expect(after.favourite.y).toBeGreaterThanOrEqual(errorBox.y + errorBox.height);
      }
      await expectAccessible(page, `${lang} ${width}: quantity error`);
    }
  });
}
