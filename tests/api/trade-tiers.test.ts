import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { companies, type ProductRow } from '@/server/db/schema';
import { createProduct } from '@tests/factories/catalog';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { contact, postInquiry } from '@tests/factories/inquiries';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { api, testApp, xsrfHeaders } from '@tests/setup/test-app';
import { zipEntries } from '@tests/setup/zip-entries';

/*
 * The data tiers hold over the whole API (docs/decisions/0067): for a visitor, an approved buyer and a
 * member of each plan, every GET operation of the OpenAPI document is called — with the path filled
 * with a product that has a member price, each search text, and each export format — and no answer
 * may carry a value above the caller's tier: the member price, the exact stock quantity or an OE
 * number below the member tier, nor the reference price to a visitor. Counted, so the walk cannot
 * pass by reaching nothing.
 */

// Values no other field of the answers could spell by chance.
const REFERENCE = 6_174_829;
const MEMBER = 8_675_309;
const STOCK = 918_273;
const OE = 'OE-SECRET-93817';
const PART = 'ZQX-55123';

/** How a value may be written in an answer: minor units in JSON, currency units in a file. */
const spellings = {
  reference: [String(REFERENCE), (REFERENCE / 100).toFixed(2)],
  member: [String(MEMBER), (MEMBER / 100).toFixed(2)],
  stock: [String(STOCK)],
  oe: [OE, OE.toLowerCase()],
};
type Secret = keyof typeof spellings;

type Caller = { tier: string; session: Session | null; inquiryId: number | null; sees: Secret[] };

let product: ProductRow;
let plans: KnownPlans;
const callers: Caller[] = [];

async function buyerOn(level: number): Promise<{ session: Session; companyId: number }> {
  const db = await getDb();
  const user = await createUser(db);
  if (level) await giveMembership(user.id, level, new Date(Date.now() + 365 * 86_400_000));
  return { session: await signIn(user.mobile, GOOD_PASSWORD), companyId: user.companyId! };
}

/** Gives the caller something of the product in every signed-in place: a favourite, a basket line, an inquiry. */
async function giveItTheProduct(session: Session): Promise<number> {
  expect((await send(`/api/favorite/${product.skuCode}`, 'POST', session.headers)).body.status).toBe(200);
  const sent = await postInquiry(session, { lines: [{ product: product.skuCode, quantity: 5 }], ...contact });
  expect(sent.body.status, JSON.stringify(sent.body)).toBe(200);
  const basket = await send(`/api/inquiry/basket/${product.skuCode}`, 'PUT', session.headers, { quantity: 3 });
  expect(basket.res.status, JSON.stringify(basket.body)).toBe(200);
  return sent.body.data.id as number;
}

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  plans = await seedPlans(db);
  product = await createProduct(db, {
    skuCode: 'TIER-WALK-1',
    partNumber: PART,
    titleEn: 'Tier walk brake pad',
    titleZh: '分级测试刹车片',
    priceUsd: REFERENCE,
    memberPriceUsd: MEMBER,
    priceBreaks: [{ minQty: 10, percentOff: 5 }],
    stockStatus: 'in_stock',
    stockQty: STOCK,
    oeNumbers: [OE],
    moq: 1,
  });
  callers.push({ tier: 'visitor', session: null, inquiryId: null, sees: [] });
  for (const [tier, level] of [
    ['buyer', 0],
    ['quarterly', plans.quarterly.level],
    ['annual', plans.annual.level],
    ['enterprise', plans.enterprise.level],
  ] as const) {
    const { session } = await buyerOn(level);
    callers.push({
      tier,
      session,
      inquiryId: await giveItTheProduct(session),
      sees: level ? ['reference', 'member', 'stock', 'oe'] : ['reference'],
    });
  }
}, 120_000);

type Operation = { method: string; path: string; parameters?: { name: string; in: string; required?: boolean }[] };

/** Every GET operation a buyer or visitor may call (staff consoles and probes aside). */
async function getOperations(): Promise<Operation[]> {
  const doc = (await api('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters'] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => method === 'get')
      .filter(() => path.startsWith('/api/') && !path.startsWith('/api/admin/') && !path.startsWith('/api/staff/'))
      .filter(() => !['/api/openapi.json', '/api/docs'].includes(path))
      .map(([method, op]) => ({ method, path, parameters: op.parameters })),
  );
}

/** The URLs one caller asks of an operation: required values filled, each search and each export format. */
function urlsFor(op: Operation, caller: Caller): string[] {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'skuCode' || name === 'sku') return product.skuCode;
    if (name === 'id' && op.path.startsWith('/api/inquiry/')) return String(caller.inquiryId ?? 1);
    if (name === 'id' && op.path.startsWith('/api/favorite/')) return product.skuCode;
    if (name === 'vin') return 'LSVAU2180N2183294';
    return '1';
  });
  const params = op.parameters ?? [];
  const query = new URLSearchParams({ lang: 'en', site: 'us' });
  const fill: Record<string, string> = { keyword: PART, q: PART.slice(0, 6), skus: product.skuCode, cids: '' };
  for (const p of params) {
    // A parameter that names no product (an order, a page) gets a placeholder: the route still answers.
    if (p.in === 'query' && p.required && !query.has(p.name)) query.set(p.name, fill[p.name] ?? '1');
  }
  const urls = [`${path}?${query}`];
  const names = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of ['keyword', 'q', 'skus'] as const) {
    if (names.has(name) && !query.has(name)) urls.push(`${path}?${query}&${name}=${encodeURIComponent(fill[name]!)}`);
  }
  if (names.has('keyword')) urls.push(`${path}?${query}&keyword=${encodeURIComponent(OE)}`);
  // A typed OE prefix: suggestions name OE numbers to members only.
  if (names.has('q')) urls.push(`${path}?${query}&q=${encodeURIComponent(OE.slice(0, 13))}`);
  if (names.has('export')) for (const format of ['csv', 'xlsx']) urls.push(`${path}?${query}&export=${format}`);
  return urls;
}

/** The answer as text: JSON or CSV as sent, a workbook's XML entries unzipped. */
async function answerText(url: string, caller: Caller): Promise<{ status: number; text: string }> {
  const headers = caller.session ? caller.session.headers : await xsrfHeaders();
  const res = await testApp().request(url, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const text = isZip ? [...zipEntries(bytes).values()].join('\n') : new TextDecoder().decode(bytes);
  return { status: res.status, text };
}

function leaks(text: string, caller: Caller): string[] {
  return (Object.keys(spellings) as Secret[])
    .filter((secret) => !caller.sees.includes(secret))
    .flatMap((secret) => spellings[secret].filter((spelt) => text.includes(spelt)).map((spelt) => `${secret} (${spelt})`));
}

describe('data tiers over every GET operation of the API', { timeout: 60_000 }, () => {
  it('walks at least the catalogue, search, suggestions, favourites, inquiries and their exports', async () => {
    const ops = await getOperations();
    const paths = ops.map((op) => op.path);
    for (const expected of [
      '/api/cate/product',
      '/api/products',
      '/api/products/{skuCode}',
      '/api/products/trade',
      '/api/search',
      '/api/search/suggest',
      '/api/favorite',
      '/api/inquiry',
      '/api/inquiry/{id}',
      '/api/inquiry/basket',
    ]) {
      expect(paths, expected).toContain(expected);
    }
    expect(ops.length).toBeGreaterThanOrEqual(25);
  });

  it.each(['visitor', 'buyer', 'quarterly', 'annual', 'enterprise'])(
    'no answer carries a value above the tier of a %s',
    async (tier) => {
      const caller = callers.find((c) => c.tier === tier)!;
      const ops = await getOperations();
      let calls = 0;
      let answered = 0;
      let exports = 0;
      let withProduct = 0;
      const found: string[] = [];
      const seen = new Set<Secret>();
      for (const op of ops) {
        for (const url of urlsFor(op, caller)) {
          const { status, text } = await answerText(url, caller);
          calls++;
          if (status === 200) answered++;
          if (status === 200 && url.includes('export=')) exports++;
          if (status === 200 && text.includes(product.skuCode)) withProduct++;
          for (const leak of leaks(text, caller)) found.push(`GET ${url} → ${leak}`);
          for (const secret of Object.keys(spellings) as Secret[])
            if (spellings[secret].some((spelt) => text.includes(spelt))) seen.add(secret);
        }
      }
      expect(found).toEqual([]);
      expect(calls).toBeGreaterThanOrEqual(30);
      if (caller.session) {
        // The walk reached real answers: the caller saw all it may see, and the files were written
        // (favourites and inquiries, CSV and XLSX).
        expect([...seen].sort()).toEqual([...caller.sees].sort());
        expect(answered).toBeGreaterThanOrEqual(20);
        expect(exports).toBeGreaterThanOrEqual(4);
        expect(withProduct).toBeGreaterThanOrEqual(8);
      } else {
        // The catalogue itself (hot rows, listing, detail) still shows the product to a visitor.
        expect(answered).toBeGreaterThanOrEqual(6);
        expect(withProduct).toBeGreaterThanOrEqual(2);
      }
    },
    180_000,
  );

  it('a membership that ends takes member data away on the next call, search and favourites included', { timeout: 60_000 }, async () => {
    const { session, companyId } = await buyerOn(plans.enterprise.level);
    await send(`/api/favorite/${product.skuCode}`, 'POST', session.headers);
    const reads = [
      `/api/products/trade?skus=${product.skuCode}`,
      `/api/search?keyword=${PART}`,
      `/api/favorite`,
      `/api/favorite?export=csv`,
    ];
    const member: Caller = { tier: 'enterprise', session, inquiryId: null, sees: ['reference', 'member', 'stock', 'oe'] };
    for (const url of reads) {
      const { status, text } = await answerText(url, member);
      expect(status, url).toBe(200);
      expect(text, url).toContain(String(STOCK));
    }
    await (await getDb())
      .update(companies)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.id, companyId));
    await resetAccountState();
    const lapsed: Caller = { ...member, tier: 'lapsed', sees: ['reference'] };
    for (const url of reads) {
      const { status, text } = await answerText(url, lapsed);
      expect(status, url).toBe(200);
      expect(leaks(text, lapsed), url).toEqual([]);
      expect(text, url).toContain(url.includes('export') ? (REFERENCE / 100).toFixed(2) : String(REFERENCE));
    }
  });
});
