import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { products } from '@/server/db/schema';
import { seedKnownCatalogue, type KnownCatalogue } from '@tests/setup/catalog-fixture';
import { createUser, GOOD_PASSWORD, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

type Card = {
  skuCode: string;
  title: string;
  titleZh: string;
  titleEn: string;
  category: { cid: string };
  trade: { price: { amount: number; currency: string }; member: unknown } | null;
};

let known: KnownCatalogue;
let buyer: Session;
beforeAll(async () => {
  known = await seedKnownCatalogue(await getDb());
  const user = await createUser(await getDb());
  buyer = await signIn(user.mobile, GOOD_PASSWORD);
});

/** A listing; with a keyword it is a search, which needs a signed-in buyer (tests/api/search.test.ts). */
async function list(query: string) {
  const headers = /(^|&)keyword=/.test(query) ? buyer.headers : undefined;
  const { res, body } = await api(`/api/products?${query}`, { headers });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as { items: Card[]; total: number; page: number; pageSize: number; pageCount: number };
}
const skus = (items: Card[]) => items.map((item) => item.skuCode);

describe('GET /api/products — listing', () => {
  it('lists every active product by default, 24 per page, in id order', async () => {
    const data = await list('');
    expect(data.total).toBe(known.counts.all);
    expect(data.pageSize).toBe(24);
    expect(data.page).toBe(1);
    expect(data.pageCount).toBe(Math.ceil(known.counts.all / 24));
    expect(data.items).toHaveLength(24);
    expect(data.items[0]!.skuCode).toBe('PAD-000');
    expect(skus(data.items)).not.toContain('HIDDEN-001');
  });

  it('cid "0" means all categories', async () => {
    expect((await list('cid=0')).total).toBe(known.counts.all);
  });

  it('pages are disjoint and together cover the whole listing', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) seen.push(...skus((await list(`pageSize=10&page=${page}`)).items));
    expect(seen).toHaveLength(known.counts.all);
    expect(new Set(seen).size).toBe(known.counts.all);
  });

  it('a page past the end is empty but still reports the total', async () => {
    const data = await list('page=99&pageSize=60');
    expect(data.items).toEqual([]);
    expect(data.total).toBe(known.counts.all);
    expect(data.pageCount).toBe(1);
  });

  it('a top cid includes its subcategories; a child cid only itself; an empty category gives nothing', async () => {
    const brakes = await list('cid=10&pageSize=60');
    expect(brakes.total).toBe(known.counts.brakes);
    expect(new Set(brakes.items.map((i) => i.category.cid))).toEqual(new Set(['1003', '1019']));
    const discs = await list('cid=1019');
    expect(discs.total).toBe(known.counts.discs);
    expect(discs.items.every((i) => i.category.cid === '1019')).toBe(true);
    const lighting = await list('cid=08');
    expect(lighting).toMatchObject({ total: 0, pageCount: 0, items: [] });
  });

  it('the listing shows no price to anyone; titles follow lang', async () => {
    const us = await list('cid=1003&site=us&lang=en&pageSize=1');
    expect(us.items[0]).toMatchObject({ skuCode: 'PAD-000', title: 'Ceramic Brake Pad 0', trade: null });
    expect(us.items[0]).not.toHaveProperty('price');
    expect(us.items[0]).not.toHaveProperty('oeNumbers');
    const de = await list('cid=1003&site=de&lang=zh&pageSize=1');
    expect(de.items[0]).toMatchObject({ skuCode: 'PAD-000', title: '陶瓷刹车片 0', trade: null });
    // Both titles are always present for clients that switch language without refetching.
    expect(de.items[0]).toMatchObject({ titleZh: '陶瓷刹车片 0', titleEn: 'Ceramic Brake Pad 0' });
  });

  it('cards carry the image URL and category; a search adds the buyer\'s trade data in the site currency', async () => {
    const data = await list('keyword=DETAIL-1');
    expect(data.items[0]).toMatchObject({
      image: '/media/parts/pad-1.svg',
      brand: 'Akebono',
      partNumber: 'AK-77',
      stockStatus: 'low_stock',
      category: { cid: '1003', title: '刹车片', title_en: 'Brake Pads' },
      // A buyer without a plan: the reference price, no member data (no OE numbers, no exact stock).
      trade: { skuCode: 'DETAIL-1', price: { amount: 4599, currency: 'USD' }, stockStatus: 'low_stock', member: null },
    });
    expect(JSON.stringify(data)).not.toContain('04465-33450');
    const q = 'keyword=Ceramic%20Brake%20Pad&pageSize=1';
    expect((await list(`${q}&sort=price_desc&site=de`)).items[0]!.trade!.price).toEqual({ amount: 9000, currency: 'EUR' });
    expect((await list(`${q}&sort=price_asc&site=au`)).items[0]!.trade!.price).toEqual({ amount: 2000, currency: 'AUD' });
    expect((await list(`${q}&sort=price_asc&site=uk`)).items[0]!.trade!.price).toEqual({ amount: 3000, currency: 'GBP' });
  });
});

describe('GET /api/products — sorting', () => {
  const padSkus = (n: number[]) => n.map((i) => `PAD-${String(i).padStart(3, '0')}`);

  it('price_asc / price_desc sort by the site currency (USD and EUR run opposite here)', async () => {
    const q = 'keyword=Ceramic%20Brake%20Pad&pageSize=3';
    expect(skus((await list(`${q}&sort=price_asc&site=us`)).items)).toEqual(padSkus([0, 1, 2]));
    expect(skus((await list(`${q}&sort=price_desc&site=us`)).items)).toEqual(padSkus([29, 28, 27]));
    expect(skus((await list(`${q}&sort=price_asc&site=de`)).items)).toEqual(padSkus([29, 28, 27]));
    expect(skus((await list(`${q}&sort=price_desc&site=de`)).items)).toEqual(padSkus([0, 1, 2]));
  });

  it('price order is monotonic across a whole listing', async () => {
    // The listing shows no price; the order is checked against the products' own EUR prices.
    const rows = await (await getDb()).select({ sku: products.skuCode, eur: products.priceEur }).from(products);
    const eur = new Map(rows.map((r) => [r.sku, r.eur]));
    const prices = (await list('sort=price_asc&site=de&pageSize=60')).items.map((i) => eur.get(i.skuCode)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('newest puts the latest createdAt first', async () => {
    expect(skus((await list('cid=1003&sort=newest&pageSize=2')).items)).not.toContain('PAD-000');
    const discs = skus((await list('cid=1019&sort=newest')).items);
    expect(discs).toEqual(['DISC-0', 'DISC-1', 'DISC-2', 'DISC-3', 'DISC-4']);
  });

  it('relevance (default) ranks title matches before brand / number matches', async () => {
    // "Mahle" only appears as a brand; "Air" in titles: both Mahle products match "air" by title.
    const data = await list('keyword=oil&lang=en');
    const titles = data.items.map((i) => i.titleEn);
    const firstNonTitle = titles.findIndex((t) => !/oil/i.test(t));
    if (firstNonTitle >= 0) expect(titles.slice(firstNonTitle).every((t) => !/oil/i.test(t))).toBe(true);
    // 3 oil filters + "100% Synthetic Oil" by title, then the 2 air filters filed under "Oil Filters".
    expect(data.total).toBe(3 + 1 + 2);
    expect(titles.slice(4).every((t) => /^Air Filter/.test(t))).toBe(true);
  });
});

describe('GET /api/products — keyword', () => {
  it.each([
    ['English title, any case', 'vented brake DISC', 5],
    ['Chinese title', '刹车盘', 5],
    ['brand', 'brembo', 5],
    ['part number', 'bd-3', 1],
    ['OE number', '04152-yzza1', 3],
    ['SKU', 'pct-100', 1],
  ])('matches the %s', async (_label, keyword, expected) => {
    expect((await list(`keyword=${encodeURIComponent(keyword)}`)).total).toBe(expected);
  });

  it('% and _ are not wildcards', async () => {
    expect(skus((await list(`keyword=${encodeURIComponent('100%')}`)).items)).toEqual(['PCT-100']);
    expect((await list(`keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`keyword=${encodeURIComponent('_')}`)).total).toBe(0);
    expect((await list(`keyword=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('combines with a category and trims blanks; a blank keyword lists everything', async () => {
    expect((await list('cid=13&keyword=%20Mahle%20')).total).toBe(2);
    expect((await list('cid=10&keyword=Mahle')).total).toBe(0);
    expect((await list('keyword=%20%20')).total).toBe(known.counts.all);
  });

  it('never finds hidden products', async () => {
    expect((await list('keyword=Withdrawn')).total).toBe(0);
  });
});
