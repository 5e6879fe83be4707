import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRADE_DATA_MAX_SKUS } from '@/contracts/entitlements';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { getDb } from '@/server/db';
import { companies, users, type ProductRow } from '@/server/db/schema';
import { createProduct } from '@tests/factories/catalog';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

let plans: KnownPlans;
/** A product with a member price in every currency and two quantity breaks. */
let priced: ProductRow;
/** A product without a member price (members pay the reference price) and no breaks. */
let plain: ProductRow;
let hidden: ProductRow;

const YEAR_MS = 365 * 86_400_000;

beforeAll(async () => {
  const db = await getDb();
  plans = await seedPlans(db);
  priced = await createProduct(db, {
    skuCode: 'TRD-PRICED-1',
    priceUsd: 12_000,
    priceEur: 11_000,
    priceAud: 18_000,
    priceGbp: 9_500,
    memberPriceUsd: 10_010,
    memberPriceEur: 9_070,
    memberPriceAud: 15_030,
    memberPriceGbp: 8_040,
    // Out of order on purpose: the answer lists them ascending.
    priceBreaks: [
      { minQty: 50, percentOff: 10 },
      { minQty: 10, percentOff: 5 },
    ],
    stockStatus: 'low_stock',
    stockQty: 37,
    oeNumbers: ['04465-TRD01', '04465-TRD02'],
  });
  plain = await createProduct(db, {
    skuCode: 'TRD-PLAIN-2',
    priceUsd: 4_500,
    memberPriceUsd: null,
    priceBreaks: [],
    stockStatus: 'in_stock',
    stockQty: 512,
    oeNumbers: ['90915-TRD03'],
  });
  hidden = await createProduct(db, { skuCode: 'TRD-HIDDEN-3', status: 'hidden', memberPriceUsd: 100 });
});
beforeEach(async () => {
  await resetAccountState();
});

type Buyer = Session & { id: number; companyId: number };
async function buyer(level = 0): Promise<Buyer> {
  const user = await createUser(await getDb());
  if (level) await giveMembership(user.id, level, new Date(Date.now() + YEAR_MS));
  return { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id, companyId: user.companyId! };
}
const trade = (s: Session | null, query: string) =>
  s ? send(`/api/products/trade?${query}`, 'GET', s.headers) : api(`/api/products/trade?${query}`);
const skus = (...codes: string[]) => `skus=${codes.join(',')}`;

describe('GET /api/products/trade', () => {
  it('refuses a visitor with the usual 401 envelope, whatever the query', async () => {
    for (const query of [skus(priced.skuCode), 'skus=', `skus=${'A'.repeat(5000)}`]) {
      const { res, body } = await api(`/api/products/trade?${query}&lang=en`);
      expect(res.status, query).toBe(401);
      expect(body).toMatchObject({ status: 410000, msg: en.api.unauthenticated });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(JSON.stringify(body)).not.toContain('12000');
    }
  });

  it('gives an approved buyer without a plan the reference price and stock status, no member data', async () => {
    const s = await buyer();
    const { res, body } = await trade(s, skus(priced.skuCode, plain.skuCode));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.data).toEqual({
      tier: 'buyer',
      items: [
        { skuCode: priced.skuCode, price: { amount: 12_000, currency: 'USD' }, stockStatus: 'low_stock', member: null },
        { skuCode: plain.skuCode, price: { amount: 4_500, currency: 'USD' }, stockStatus: 'in_stock', member: null },
      ],
      fitmentExport: false,
      priceHistory: false,
    });
    // Nothing member-only anywhere in the bytes.
    for (const secret of ['10010', '"stockQty"', '37', '04465-TRD01']) expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('gives a Quarterly member the member price, breaks as unit prices, exact stock and OE numbers', async () => {
    const s = await buyer(plans.quarterly.level);
    const { body } = await trade(s, skus(plain.skuCode, priced.skuCode));
    expect(body.data).toEqual({
      tier: 'member',
      items: [
        {
          skuCode: plain.skuCode,
          price: { amount: 4_500, currency: 'USD' },
          stockStatus: 'in_stock',
          // No member price: members pay the reference price.
          member: { price: { amount: 4_500, currency: 'USD' }, breaks: [], stockQty: 512, oeNumbers: ['90915-TRD03'] },
        },
        {
          skuCode: priced.skuCode,
          price: { amount: 12_000, currency: 'USD' },
          stockStatus: 'low_stock',
          member: {
            price: { amount: 10_010, currency: 'USD' },
            breaks: [
              { minQty: 10, percentOff: 5, price: { amount: 9_510, currency: 'USD' } },
              { minQty: 50, percentOff: 10, price: { amount: 9_009, currency: 'USD' } },
            ],
            stockQty: 37,
            oeNumbers: ['04465-TRD01', '04465-TRD02'],
          },
        },
      ],
      fitmentExport: false,
      priceHistory: false,
    });
  });

  it('answers in the site currency and names what the Annual and Enterprise plans add', async () => {
    const annual = await buyer(plans.annual.level);
    const a = await trade(annual, `${skus(priced.skuCode)}&site=de`);
    expect(a.body.data).toMatchObject({ tier: 'member', fitmentExport: true, priceHistory: false });
    expect(a.body.data.items[0]).toMatchObject({
      price: { amount: 11_000, currency: 'EUR' },
      member: { price: { amount: 9_070, currency: 'EUR' }, stockQty: 37 },
    });
    expect(a.body.data.items[0].member.breaks.map((b: { price: { amount: number } }) => b.price.amount)).toEqual([
      8_617, 8_163,
    ]);

    const enterprise = await buyer(plans.enterprise.level);
    const e = await trade(enterprise, `${skus(priced.skuCode)}&site=uk`);
    expect(e.body.data).toMatchObject({ tier: 'member', fitmentExport: true, priceHistory: true });
    expect(e.body.data.items[0].member.price).toEqual({ amount: 8_040, currency: 'GBP' });
  });

  it('leaves out unknown and hidden SKUs, and repeats', async () => {
    const s = await buyer(plans.quarterly.level);
    const { res, body } = await trade(s, skus('NO-SUCH-SKU', hidden.skuCode, priced.skuCode, priced.skuCode));
    expect(res.status).toBe(200);
    expect(body.data.items.map((i: { skuCode: string }) => i.skuCode)).toEqual([priced.skuCode]);
    const none = await trade(s, skus('NO-SUCH-SKU', hidden.skuCode));
    expect(none.body.data.items).toEqual([]);
  });

  it(`refuses more than ${TRADE_DATA_MAX_SKUS} SKUs or a malformed one with a translated 400`, async () => {
    const s = await buyer();
    const many = Array.from({ length: TRADE_DATA_MAX_SKUS + 1 }, (_, i) => `TRD-MANY-${i}`);
    const enAnswer = await trade(s, `${skus(...many)}&lang=en`);
    expect(enAnswer.res.status).toBe(400);
    expect(enAnswer.body).toMatchObject({ status: 400001 });
    expect(enAnswer.body.msg).toContain('skus');
    expect(enAnswer.body.msg).toContain(String(TRADE_DATA_MAX_SKUS));
    const zhAnswer = await trade(s, `${skus(...many)}&lang=zh`);
    expect(zhAnswer.res.status).toBe(400);
    expect(zhAnswer.body.msg).not.toBe(enAnswer.body.msg);
    expect(zhAnswer.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(zhAnswer.body.msg.startsWith(zh.api.validationFailed.split('{')[0]!)).toBe(true);

    const exactly = await trade(s, skus(...many.slice(0, TRADE_DATA_MAX_SKUS)));
    expect(exactly.res.status).toBe(200);
    expect((await trade(s, 'skus=bad%20sku')).res.status).toBe(400);
    expect((await trade(s, 'skus=')).res.status).toBe(400);
  });

  it('drops member data on the next call once the membership has ended', async () => {
    const s = await buyer(plans.annual.level);
    expect((await trade(s, skus(priced.skuCode))).body.data.tier).toBe('member');
    const db = await getDb();
    const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, s.id));
    await db
      .update(companies)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.id, user!.companyId!));
    const after = await trade(s, skus(priced.skuCode));
    expect(after.body.data).toEqual({
      tier: 'buyer',
      items: [{ skuCode: priced.skuCode, price: { amount: 12_000, currency: 'USD' }, stockStatus: 'low_stock', member: null }],
      fitmentExport: false,
      priceHistory: false,
    });
  });
});
