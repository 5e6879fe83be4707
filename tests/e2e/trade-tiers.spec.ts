import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { expect, expectAccessible, expectNoMissingMessages, test } from './fixtures';
import { createApprovedBuyer, type Buyer } from './support/buyer';
import { TRADE_MEMBERS } from './support/trade-members';

/**
 * The data tiers as people meet them on the same cached pages (docs/decisions/0067): a visitor sees
 * the stock status and "sign in for trade prices", never a price; an approved buyer who signs in from
 * that button sees the reference price; a Quarterly member sees the member price, its quantity breaks
 * and the exact stock, on the product page and the category cards. The page's HTML and RSC payload,
 * fetched with the member's own cookies, carry no member price: it only comes with the trade call.
 */
type Messages = typeof enMessages;
const SHOTS = '/work/notes/shots';

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, device: 'desktop', viewport: { width: 1366, height: 900 } },
  { lang: 'en', prefix: '/en', m: enMessages, device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * A demo product with a member price and quantity breaks: the seed gives them to every third product
 * (its index, the SKU's last segment, divisible by three).
 */
async function memberPricedSku(page: Page): Promise<string> {
  const res = await page.request.get('/api/products?pageSize=24&cid=1003');
  const body = (await res.json()) as { data: { items: { skuCode: string }[] } };
  const sku = body.data.items.map((i) => i.skuCode).find((s) => Number(s.split('-').at(-1)) % 3 === 0);
  if (!sku) throw new Error('no member-priced product in the demo catalogue');
  return sku;
}

/** Signs in from the page's "sign in for trade prices" button (it opens the header's sign-in dialog). */
async function signInForPrices(page: Page, buyer: Buyer, m: Messages) {
  await page.getByTestId('sign-in-prices').first().click();
  const dialog = page.getByTestId('sign-in-dialog');
  await expect(dialog.getByText(m.auth.reasons.prices)).toBeVisible();
  await dialog.getByRole('textbox', { name: m.userLogin.account, exact: true }).fill(buyer.mobile);
  await dialog.getByRole('textbox', { name: m.userLogin.password, exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: m.userLogin.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function freshPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

for (const { lang, prefix, m, device, viewport } of journeys) {
  test(`visitor, approved buyer and member see their own tier on the same cached product page (${lang}, ${device})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const shot = (name: string) => path.join(SHOTS, `${name}-${lang}-${device}.png`);

    // 1. A visitor: stock status and "sign in for trade prices", no price, no OE numbers.
    const visitor = await freshPage(browser, viewport);
    const sku = await memberPricedSku(visitor.page);
    const productUrl = `${prefix}/product/${sku}`;
    await visitor.page.goto(productUrl);
    await expect(visitor.page.getByTestId('product-title')).toBeVisible();
    await expect(visitor.page.getByTestId('sign-in-prices')).toHaveText(m.trade.signIn);
    await expect(visitor.page.getByTestId('stock').first()).toBeVisible();
    await expect(visitor.page.getByText(m.trade.oeForMembers)).toBeVisible();
    await expect(visitor.page.getByTestId('price')).toHaveCount(0);
    await expect(visitor.page.getByTestId('member-price')).toHaveCount(0);
    await expectNoMissingMessages(visitor.page);
    await expectAccessible(visitor.page);
    await visitor.page.screenshot({ path: shot('trade-product-visitor'), fullPage: true });
    await visitor.page.goto(`${prefix}/category/1003`);
    await expect(visitor.page.getByTestId('product-card').first().getByTestId('sign-in-prices')).toHaveText(m.trade.signIn);
    await expect(visitor.page.getByTestId('price')).toHaveCount(0);
    await expectAccessible(visitor.page);
    await visitor.page.screenshot({ path: shot('trade-category-visitor') });
    // "Add to inquiry" on a card asks the visitor to sign in, and says it is for adding parts.
    await visitor.page.getByTestId('product-card').first().locator('[data-inquiry-sku]').click();
    await expect(visitor.page.getByTestId('sign-in-dialog').getByText(m.auth.reasons.addToInquiry)).toBeVisible();
    await visitor.context.close();

    // 2. An approved buyer without a plan signs in from the button: the reference price, no member data.
    const buyer = await freshPage(browser, viewport);
    await buyer.page.goto(productUrl);
    await signInForPrices(buyer.page, await createApprovedBuyer(baseURL!), m);
    await expect(buyer.page.getByTestId('price')).toBeVisible();
    await expect(buyer.page.getByTestId('price')).toHaveText(/\d/);
    await expect(buyer.page.getByText(m.trade.referencePrice, { exact: true })).toBeVisible();
    await expect(buyer.page.getByTestId('member-price')).toHaveCount(0);
    await expect(buyer.page.getByTestId('stock-qty')).toHaveCount(0);
    await expect(buyer.page.getByTestId('sign-in-prices')).toHaveCount(0);
    await expectAccessible(buyer.page);
    await buyer.page.screenshot({ path: shot('trade-product-buyer'), fullPage: true });
    await buyer.context.close();

    // 3. A Quarterly member on the same page: member price, reference price, breaks, exact stock.
    const member = await freshPage(browser, viewport);
    await member.page.goto(productUrl);
    const tradeAnswer = member.page.waitForResponse((r) => r.url().includes('/api/products/trade?'));
    await signInForPrices(member.page, TRADE_MEMBERS[lang], m);
    const memberPrice = member.page.getByTestId('member-price');
    await expect(memberPrice).toHaveText(/\d/);
    await expect(member.page.getByTestId('price')).toContainText(m.trade.referencePrice);
    await expect(member.page.getByTestId('price-breaks').getByRole('row')).toHaveCount(3);
    await expect(member.page.getByTestId('stock-qty')).toHaveText(/\d/);
    await expect(member.page.getByText(m.trade.oeForMembers)).toHaveCount(0);
    await expectNoMissingMessages(member.page);
    await expectAccessible(member.page);
    await member.page.screenshot({ path: shot('trade-product-member'), fullPage: true });
    const shown = (await memberPrice.innerText()).trim();

    // 4. The page itself, fetched with the member's cookies, and its RSC payload: no member price.
    const trade = (await (await tradeAnswer).json()) as {
      data: { items: { skuCode: string; member: { price: { amount: number } } | null }[] };
    };
    const cents = trade.data.items.find((i) => i.skuCode === sku)!.member!.price.amount;
    for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
      const res = await member.context.request.get(productUrl, { headers });
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text).toContain(sku);
      expect(text.includes(shown), `the served page shows the member price ${shown}`).toBe(false);
      expect(text).not.toMatch(new RegExp(`"amount":${cents}\\b`));
    }

    // 5. The category page's cards: member prices and stock for this member.
    await member.page.goto(`${prefix}/category/1003`);
    await expect(member.page.getByTestId('member-price').first()).toHaveText(/\d/);
    await expect(member.page.getByTestId('stock-qty').first()).toHaveText(/\d/);
    await expect(member.page.getByTestId('sign-in-prices')).toHaveCount(0);
    await expectAccessible(member.page);
    await member.page.screenshot({ path: shot('trade-category-member') });
    await member.context.close();
  });
}
