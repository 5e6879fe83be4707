import path from 'node:path';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { SCREENSHOTS, ZH_DESKTOP_EN_PHONE } from './support/journeys';

/**
 * A signed-in buyer who lands on /payCallback without an order number, with one the server never
 * hands out, or with a well-formed one that is not theirs gets the same answer /pay gives for that
 * link (never "loading" for ever), in Chinese on a desktop and in English on a 360 px phone.
 */
const SHOTS = SCREENSHOTS;
const journeys = ZH_DESKTOP_EN_PHONE;

for (const { lang, prefix, m, viewport } of journeys) {
  test(`payCallback answers a missing or unknown order as /pay does (${lang})`, async ({ page, buyer }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/`);
    await signIn(page, buyer, m);

    for (const page_ of ['/payCallback', '/pay']) {
      for (const query of ['', '?sn=', '?sn=not-an-order!']) {
        await page.goto(`${prefix}${page_}${query}`);
        await expect(page.getByText(m.pay.noOrder)).toBeVisible();
        await expect(page.getByText(m.pay.loading)).toHaveCount(0);
      }
      // Well-formed, but no such order: the server refuses, and the page says it could not load it.
      await page.goto(`${prefix}${page_}?sn=ZZ00000000000000`);
      await expect(page.getByText(m.pay.loadFailed)).toBeVisible();
      await expect(page.getByRole('link', { name: m.pay.toOrders })).toBeVisible();
    }
    await page.goto(`${prefix}/payCallback`);
    await expect(page.getByText(m.pay.noOrder)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, `pay-callback-no-order-${lang}.png`), fullPage: true });
  });
}
