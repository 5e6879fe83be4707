import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import { API_SCOPES, type ApiScope } from '@/contracts/api-tokens';
import { getDb } from '@/server/db';
import { inquiries, productVehicles, vehicles, type ProductRow } from '@/server/db/schema';
import { declaredApiScopes } from '@/server/security/api-scopes';
import { createProduct } from '@tests/factories/catalog';
import { joinByInvitation, ownerSession } from '@tests/factories/company';
import { contact, newKey, postInquiry } from '@tests/factories/inquiries';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createOrder } from '@tests/factories/orders';
import { GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * The buyer API (/api/v1) as a company's own system sees it: an access token created by the owner on
 * the storefront opens its scope's routes and nothing else, reads only its company's records, carries
 * the company's member prices, and sends inquiries with the storefront's idempotency rules.
 */

const YEAR_MS = 365 * 86_400_000;
const MEMBER_PRICE = 7_654_321;
const STOCK = 424_242;
const OE = 'OE-V1-55501';
const PART = 'V1Q-77123';
const VEHICLE_ID = 990_001;

type Company = { owner: Session; userId: number; companyId: number; token: string; inquiryId: number; orderSn: string };

let plans: KnownPlans;
let priced: ProductRow;
let universal: ProductRow;
let a: Company;
let b: Company;

/** The company's owner creates a token through the storefront route, as a browser would. */
async function createToken(owner: Session, scopes: readonly ApiScope[], name = 'ERP'): Promise<string> {
  const { body } = await send('/api/company/api-tokens?lang=en', 'POST', owner.headers, { name, scopes, expiresInDays: null });
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data.token as string;
}

const v1 = (token: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  api(path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

const inquiryBody = (quantity = 5) => ({ lines: [{ product: priced.skuCode, quantity }], message: 'Via ERP', ...contact });
const postV1Inquiry = (token: string, body: unknown, key: string | null = newKey()) =>
  v1(token, '/api/v1/inquiries?lang=en', { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });

/** An Enterprise company with a token holding every scope, one inquiry, one paid order and one invoice. */
async function enterpriseCompany(): Promise<Company> {
  const user = await ownerSession();
  await giveMembership(user.id, plans.enterprise.level, new Date(Date.now() + YEAR_MS));
  const token = await createToken(user.session, API_SCOPES);
  const sent = await postInquiry(user.session, { lines: [{ product: priced.skuCode, quantity: 3 }], ...contact });
  expect(sent.body.status, JSON.stringify(sent.body)).toBe(200);
  const order = await createOrder(await getDb(), { userId: user.id, plan: plans.enterprise });
  const title = await send('/api/invoice/title/add?lang=en', 'POST', user.session.headers, { kind: 'personal', name: '张三' });
  expect(title.body.status, JSON.stringify(title.body)).toBe(200);
  const invoice = await send('/api/invoice/add?lang=en', 'POST', user.session.headers, {
    orderSn: order.orderSn,
    titleId: title.body.data.id,
    type: 'normal',
    email: 'buyer@example.com',
  });
  expect(invoice.body.status, JSON.stringify(invoice.body)).toBe(200);
  return { owner: user.session, userId: user.id, companyId: user.companyId!, token, inquiryId: sent.body.data.id, orderSn: order.orderSn };
}

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  plans = await seedPlans(db);
  priced = await createProduct(db, {
    skuCode: 'V1-PRICED-1',
    partNumber: PART,
    titleEn: 'Buyer API brake pad',
    priceUsd: 9_999_999,
    memberPriceUsd: MEMBER_PRICE,
    priceBreaks: [{ minQty: 10, percentOff: 5 }],
    stockStatus: 'in_stock',
    stockQty: STOCK,
    oeNumbers: [OE],
    moq: 1,
    fitments: [{ make: 'Toyota', makeZh: '丰田', model: 'Corolla', yearFrom: 2014, yearTo: 2019, engine: '1.8L' }],
  });
  universal = await createProduct(db, { skuCode: 'V1-UNIVERSAL-2', moq: 1, fitments: [] });
  await db.insert(vehicles).values({ id: VEHICLE_ID, make: 'Toyota', makeZh: '丰田', model: 'Corolla', modelZh: '卡罗拉', year: 2016, engine: '1.8L' });
  await db.insert(productVehicles).values({ productId: priced.id, vehicleId: VEHICLE_ID });
  a = await enterpriseCompany();
  b = await enterpriseCompany();
}, 120_000);

type Operation = { method: string; path: string; scope: string; security: unknown };

async function v1Operations(): Promise<Operation[]> {
  const doc = (await api('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { 'x-required-scope'?: string; security?: unknown }>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, scope: op['x-required-scope'] ?? '', security: op.security })),
    );
}

/** A request the route answers with 200 when the token may call it. */
function sampleCall(op: Operation, company: Company) {
  const path = op.path
    .replace('{skuCode}', priced.skuCode)
    .replace('{id}', String(company.inquiryId));
  const body = op.method === 'POST' ? inquiryBody() : undefined;
  const headers: Record<string, string> = op.method === 'POST' ? { 'idempotency-key': newKey() } : {};
  return { url: `${path}?lang=en`, method: op.method, body, headers };
}

describe('scopes: every /api/v1 route', () => {
  it('answers a token with its scope and refuses one without it (403 apiScopeMissing), for each route of the document', async () => {
    const operations = await v1Operations();
    const declared = declaredApiScopes();
    // Counted both ways, so the walk cannot pass by reaching nothing or by missing a route.
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.length).toBe(declared.length);
    expect(operations.length).toBe(9);
    const tokens = new Map<ApiScope, { with: string; without: string }>();
    for (const scope of API_SCOPES) {
      tokens.set(scope, {
        with: await createToken(a.owner, [scope], `only ${scope}`),
        without: await createToken(a.owner, API_SCOPES.filter((s) => s !== scope), `all but ${scope}`),
      });
    }
    let checked = 0;
    for (const op of operations) {
      const where = `${op.method} ${op.path}`;
      const scope = op.scope as ApiScope;
      expect(API_SCOPES, where).toContain(scope);
      expect(declared.find((d) => d.method === op.method && d.path === op.path.replace(/\{(\w+)\}/g, ':$1'))?.scope, where).toBe(scope);
      expect(op.security, where).toEqual([{ apiToken: [scope] }]);

      const call = sampleCall(op, a);
      const allowed = await v1(tokens.get(scope)!.with, call.url, call);
      expect(allowed.res.status, `${where}: ${allowed.text.slice(0, 300)}`).toBe(200);
      expect(allowed.body.status).toBe(200);
      expect(allowed.res.headers.get('cache-control'), where).toBe('no-store');
      expect(allowed.res.headers.get('ratelimit-limit'), where).toBe(String(plans.enterprise.apiTokenPerMinute));

      const refused = await v1(tokens.get(scope)!.without, call.url, { ...sampleCall(op, a) });
      expect(refused.res.status, where).toBe(403);
      expect(refused.body).toEqual({ status: 403000, msg: en.api.apiScopeMissing.replace('{scope}', scope), data: null });
      checked++;
    }
    expect(checked).toBe(operations.length);
  });
});

describe('catalogue', () => {
  it('gives the category tree as the storefront does', async () => {
    const { body } = await v1(a.token, '/api/v1/categories?lang=en');
    expect(body.data).toEqual((await api('/api/cate?lang=en')).body.data);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it("carries the Enterprise company's member price, exact stock and OE numbers in `trade`, on the listing, a search and the detail", async () => {
    const member = {
      price: { amount: MEMBER_PRICE, currency: 'USD' },
      breaks: [{ minQty: 10, percentOff: 5, price: { amount: Math.round(MEMBER_PRICE * 0.95), currency: 'USD' } }],
      stockQty: STOCK,
      oeNumbers: [OE],
    };
    const listing = await v1(a.token, '/api/v1/products?lang=en&pageSize=50');
    const card = listing.body.data.items.find((item: { skuCode: string }) => item.skuCode === priced.skuCode);
    expect(card?.trade, listing.text.slice(0, 300)).toEqual({ skuCode: priced.skuCode, price: { amount: 9_999_999, currency: 'USD' }, stockStatus: 'in_stock', member });
    // Every card carries the caller's tier: never the visitors' cached listing.
    expect(listing.body.data.items.every((item: { trade: unknown }) => item.trade !== null)).toBe(true);

    const search = await v1(a.token, `/api/v1/products?lang=en&keyword=${PART}`);
    expect(search.body.data.items.map((item: { skuCode: string }) => item.skuCode)).toContain(priced.skuCode);
    expect(search.body.data.items.find((item: { skuCode: string }) => item.skuCode === priced.skuCode).trade.member).toEqual(member);

    const detail = await v1(a.token, `/api/v1/products/${priced.skuCode}?lang=en`);
    expect(detail.body.data).toMatchObject({ skuCode: priced.skuCode, partNumber: PART, trade: { member } });
    expect(detail.body.data.fitments).toEqual([{ make: 'Toyota', model: 'Corolla', yearFrom: 2014, yearTo: 2019, engine: '1.8L' }]);
  });

  it('answers 404 productNotFound for an unknown or malformed SKU', async () => {
    for (const sku of ['NO-SUCH-SKU-1', 'bad%20sku!']) {
      for (const suffix of ['', '/fitment']) {
        const { res, body } = await v1(a.token, `/api/v1/products/${sku}${suffix}?lang=en`);
        expect(res.status, `${sku}${suffix}`).toBe(404);
        expect(body.status).toBe(404000);
        expect(body.data).toBeNull();
      }
    }
  });

  it('lists what a product fits: its ranges and its linked vehicles; a product linked to none is universal', async () => {
    const fits = await v1(a.token, `/api/v1/products/${priced.skuCode}/fitment?lang=zh`);
    expect(fits.body.data).toEqual({
      skuCode: priced.skuCode,
      universal: false,
      ranges: [{ make: '丰田', model: '卡罗拉', yearFrom: 2014, yearTo: 2019, engine: '1.8L' }],
      vehicles: [{ id: VEHICLE_ID, year: 2016, make: 'Toyota', make_zh: '丰田', model: 'Corolla', model_zh: '卡罗拉', engine: '1.8L' }],
    });
    const none = await v1(a.token, `/api/v1/products/${universal.skuCode}/fitment?lang=en`);
    expect(none.body.data).toEqual({ skuCode: universal.skuCode, universal: true, ranges: [], vehicles: [] });
    // The linked vehicle's id is what the listing filter takes.
    const filtered = await v1(a.token, `/api/v1/products?lang=en&vehicle=${VEHICLE_ID}`);
    expect(filtered.body.data.items.map((item: { skuCode: string }) => item.skuCode)).toEqual([priced.skuCode]);
  });
});

describe('POST /api/v1/inquiries: Idempotency-Key', () => {
  const inquiryCount = async () => (await (await getDb()).select({ n: count() }).from(inquiries))[0]!.n;

  it('refuses a request without the key (400001 naming the header) and stores nothing', async () => {
    const before = await inquiryCount();
    for (const key of [null, 'short']) {
      const { res, body } = await postV1Inquiry(a.token, inquiryBody(), key);
      expect(res.status).toBe(400);
      expect(body.status).toBe(400001);
      expect(body.errors.map((e: { path: string }) => e.path)).toEqual(['Idempotency-Key']);
    }
    expect(await inquiryCount()).toBe(before);
  });

  it("sends the inquiry as the token's creator; the same key and body answer the same inquiry, another body 409", async () => {
    const key = newKey();
    const first = await postV1Inquiry(a.token, inquiryBody(7), key);
    expect(first.body.status, first.text).toBe(200);
    expect(first.body.msg).toBe(en.api.inquirySubmitted.replace('{reference}', first.body.data.reference));
    expect(first.body.data).toMatchObject({ state: 100, lines: [{ skuCode: priced.skuCode, quantity: 7 }], sender: { id: a.userId } });
    const [row] = await (await getDb()).select().from(inquiries).where(eq(inquiries.id, first.body.data.id));
    expect(row).toMatchObject({ userId: a.userId, companyId: a.companyId });

    const before = await inquiryCount();
    const again = await postV1Inquiry(a.token, inquiryBody(7), key);
    expect(again.res.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await postV1Inquiry(a.token, inquiryBody(8), key);
    expect(other.res.status).toBe(409);
    expect(other.body).toMatchObject({ status: 409000, msg: en.api.idempotencyKeyReused });
    expect(await inquiryCount()).toBe(before);

    // The storefront's owner sees it among the company's inquiries.
    const storefront = await send('/api/inquiry?lang=en', 'GET', a.owner.headers);
    expect(storefront.body.data.items.map((i: { id: number }) => i.id)).toContain(first.body.data.id);
  });

  it('takes explicit lines only: no basket, no uploads', async () => {
    for (const body of [{ ...contact }, { ...inquiryBody(), attachmentIds: [1] }, { ...inquiryBody(), lines: [] }]) {
      const { res, body: answer } = await postV1Inquiry(a.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.status).toBe(400001);
    }
  });
});

describe("the company's inquiries", () => {
  it("lists a colleague's inquiry too: the token reads with the main account's view", async () => {
    const colleague = await signIn(await joinByInvitation(a.owner, '李四'), GOOD_PASSWORD);
    const sent = await postInquiry(colleague, { lines: [{ product: priced.skuCode, quantity: 2 }], ...contact });
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(200);
    const list = (await v1(a.token, '/api/v1/inquiries?lang=en&pageSize=100')).body.data;
    const listed = list.items.find((i: { id: number }) => i.id === sent.body.data.id);
    expect(listed?.sender.name).toBe('李四');
    const one = await v1(a.token, `/api/v1/inquiries/${sent.body.data.id}?lang=en`);
    expect(one.body.data).toMatchObject({ id: sent.body.data.id, lines: [{ skuCode: priced.skuCode, quantity: 2 }] });
  });
});

describe('company isolation', () => {
  it("company B's token reads none of company A's inquiries, orders or invoices", async () => {
    const mine = await v1(a.token, `/api/v1/inquiries/${a.inquiryId}?lang=en`);
    expect(mine.body.data.id).toBe(a.inquiryId);
    const theirs = await v1(b.token, `/api/v1/inquiries/${a.inquiryId}?lang=en`);
    const nobodys = await v1(b.token, '/api/v1/inquiries/2147483000?lang=en');
    expect(theirs.res.status).toBe(404);
    // Never told apart from an id that does not exist.
    expect(theirs.body).toEqual(nobodys.body);
    expect(theirs.body).toEqual({ status: 404000, msg: en.api.inquiryNotFound, data: null });

    const listA = (await v1(a.token, '/api/v1/inquiries?lang=en&pageSize=100')).body.data;
    const listB = (await v1(b.token, '/api/v1/inquiries?lang=en&pageSize=100')).body.data;
    expect(listA.items.map((i: { id: number }) => i.id)).toContain(a.inquiryId);
    expect(listB.items.map((i: { id: number }) => i.id)).toContain(b.inquiryId);
    expect(listB.items.map((i: { id: number }) => i.id)).not.toContain(a.inquiryId);

    const ordersA = (await v1(a.token, '/api/v1/orders?lang=en')).body.data;
    const ordersB = (await v1(b.token, '/api/v1/orders?lang=en')).body.data;
    expect(ordersA.items.map((o: { order_sn: string }) => o.order_sn)).toEqual([a.orderSn]);
    expect(ordersB.items.map((o: { order_sn: string }) => o.order_sn)).toEqual([b.orderSn]);

    const invoicesA = (await v1(a.token, '/api/v1/invoices?lang=en')).body.data;
    const invoicesB = (await v1(b.token, '/api/v1/invoices?lang=en')).body.data;
    expect(invoicesA.items.map((i: { order_sn: string }) => i.order_sn)).toEqual([a.orderSn]);
    expect(invoicesB.items.map((i: { order_sn: string }) => i.order_sn)).toEqual([b.orderSn]);
  });

  it("the same Idempotency-Key from company B makes B's own inquiry, never answers A's", async () => {
    const key = newKey();
    const fromA = await postV1Inquiry(a.token, inquiryBody(4), key);
    const fromB = await postV1Inquiry(b.token, inquiryBody(4), key);
    expect(fromB.body.status, fromB.text).toBe(200);
    expect(fromB.body.data.id).not.toBe(fromA.body.data.id);
    const [row] = await (await getDb()).select().from(inquiries).where(eq(inquiries.id, fromB.body.data.id));
    expect(row?.companyId).toBe(b.companyId);
  });
});

describe('surfaces', () => {
  it('refuses a storefront session token on /api/v1 (401 apiTokenRequired) and no token at all (401 apiTokenMissing)', async () => {
    const session = await api('/api/v1/categories?lang=en', { headers: a.owner.headers });
    expect(session.res.status).toBe(401);
    expect(session.body).toEqual({ status: 410003, msg: en.api.apiTokenRequired, data: null });
    const none = await api('/api/v1/categories?lang=en');
    expect(none.res.status).toBe(401);
    expect(none.body).toMatchObject({ status: 410000, msg: en.api.apiTokenMissing });
  });

  it('refuses an access token on the storefront and the console (403 apiTokenWrongSurface)', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/inquiry?lang=en', undefined],
      ['POST', '/api/inquiry?lang=en', inquiryBody()],
      ['GET', '/api/products?keyword=x&lang=en', undefined],
      ['GET', '/api/admin/users?lang=en', undefined],
    ] as const) {
      const { res, body: answer } = await v1(a.token, path, { method, body, headers: method === 'POST' ? { 'idempotency-key': newKey() } : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(answer, `${method} ${path}`).toEqual({ status: 403000, msg: en.api.apiTokenWrongSurface, data: null });
    }
  });
});
