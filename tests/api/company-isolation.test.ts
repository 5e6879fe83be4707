import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import {
  auditLog,
  companies,
  favorites,
  inquiries,
  inquiryAttachments,
  inquiryBasketItems,
  inquiryLines,
  invoices,
  invoiceTitles,
  membershipOrders,
  users,
} from '@/server/db/schema';
import { isPublicRoute } from '@/server/security/public-routes';
import { LocalFileStore, setFileStore } from '@/server/storage/file-store';
import { contact, inquiryProduct, postInquiry } from '@tests/factories/inquiries';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createOrder } from '@tests/factories/orders';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { testApp } from '@tests/setup/test-app';

/**
 * Two companies, each an owner and a colleague with data of every kind. Signed in as each member of
 * company X, every private buyer route is called with company Y's ids, order numbers and references
 * in its path, query string and body: nothing of Y may be read or changed.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-isolation-'));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Member = Session & { id: number; name: string; mobile: string };
type Company = {
  tag: string;
  id: number;
  name: string;
  owner: Member;
  colleague: Member;
  inquiryIds: number[];
  /** Per member: a submitted inquiry and a quoted one (acceptable), each with an attachment. */
  submitted: Map<number, number>;
  quoted: Map<number, number>;
  references: string[];
  attachmentIds: number[];
  /** Uploaded but not yet sent with an inquiry. */
  looseAttachmentIds: number[];
  productIds: number[];
  skus: string[];
  orderIds: number[];
  orderSns: string[];
  titleIds: number[];
  invoiceIds: number[];
  /** Strings only company Y's data holds: none may appear in an answer to X (unless X sent it). */
  secrets: string[];
};

let plans: KnownPlans;
let X: Company;
let Y: Company;

async function member(tag: string, role: 'owner' | 'colleague', companyId?: number): Promise<Member> {
  const db = await getDb();
  const name = `${tag}-${role}-姓名`;
  const user = await createUser(db, {
    name,
    company: `${tag} 汽配有限公司`,
    ...(companyId ? { companyId, companyRole: 'buyer' as const } : {}),
  });
  const session = await signIn(user.mobile, GOOD_PASSWORD);
  return { ...session, id: user.id, name, mobile: user.mobile };
}

async function upload(who: Member, name: string): Promise<number> {
  const res = await testApp().request(
    new Request(`http://localhost/api/inquiry/attachments?lang=en&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/pdf' },
      body: PDF,
    }),
  );
  const body = (await res.json()) as { status: number; data: { id: number } };
  if (body.status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.id;
}

async function sendInquiry(who: Member, sku: string, label: string, attachmentId: number): Promise<{ id: number; reference: string }> {
  const { body } = await postInquiry(who, {
    lines: [{ product: sku, quantity: 2, note: `${label}-line-note` }],
    message: `${label}-message`,
    attachmentIds: [attachmentId],
    ...contact,
  });
  if (body.status !== 200) throw new Error(`inquiry failed: ${JSON.stringify(body)}`);
  return { id: body.data.id, reference: body.data.reference };
}

/** Quoted until far ahead: the state in which a buyer may accept (or close) it. */
async function markQuoted(inquiryId: number) {
  const db = await getDb();
  const at = now();
  await db.update(inquiryLines).set({ quotedUnitPrice: 1234 }).where(eq(inquiryLines.inquiryId, inquiryId));
  await db
    .update(inquiries)
    .set({ state: 200, quotedAt: at, quoteValidUntil: '2099-12-31', quoteMessage: 'quoted', updatedAt: at })
    .where(eq(inquiries.id, inquiryId));
}

async function companyWithData(tag: string): Promise<Company> {
  const db = await getDb();
  const owner = await member(tag, 'owner');
  const [ownerRow] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
  const companyId = ownerRow!.companyId!;
  await giveMembership(owner.id, 2, new Date(now().getTime() + 200 * 86_400_000));
  const colleague = await member(tag, 'colleague', companyId);
  const company: Company = {
    tag,
    id: companyId,
    name: `${tag} 汽配有限公司`,
    owner,
    colleague,
    inquiryIds: [],
    submitted: new Map(),
    quoted: new Map(),
    references: [],
    attachmentIds: [],
    looseAttachmentIds: [],
    productIds: [],
    skus: [],
    orderIds: [],
    orderSns: [],
    titleIds: [],
    invoiceIds: [],
    secrets: [],
  };
  for (const [role, who] of [
    ['owner', owner],
    ['colleague', colleague],
  ] as const) {
    const label = `${tag}-${role}`;
    const product = await inquiryProduct({ skuCode: `${tag}-${role.slice(0, 3).toUpperCase()}-001` });
    const favourite = await inquiryProduct({ skuCode: `${tag}-${role.slice(0, 3).toUpperCase()}-FAV` });
    company.productIds.push(product.id, favourite.id);
    company.skus.push(product.skuCode, favourite.skuCode);
    const at = now();
    await db.insert(favorites).values({ userId: who.id, productId: favourite.id, createdAt: at });
    await db
      .insert(inquiryBasketItems)
      .values({ userId: who.id, site: 'us', productId: product.id, quantity: 7, note: `${label}-basket-note`, createdAt: at, updatedAt: at });
    const first = await sendInquiry(who, product.skuCode, `${label}-first`, await upload(who, `${label}-first.pdf`));
    const second = await sendInquiry(who, product.skuCode, `${label}-second`, await upload(who, `${label}-second.pdf`));
    await markQuoted(second.id);
    company.submitted.set(who.id, first.id);
    company.quoted.set(who.id, second.id);
    company.inquiryIds.push(first.id, second.id);
    company.references.push(first.reference, second.reference);
    company.looseAttachmentIds.push(await upload(who, `${label}-loose.pdf`));
    company.secrets.push(who.name, who.mobile, first.reference, second.reference, `${label}-first-message`, `${label}-second-message`);
    company.secrets.push(`${label}-first.pdf`, `${label}-second.pdf`, `${label}-loose.pdf`, `${label}-basket-note`, `${label}-first-line-note`);
  }
  const attachments = await db
    .select({ id: inquiryAttachments.id })
    .from(inquiryAttachments)
    .where(inArray(inquiryAttachments.userId, [owner.id, colleague.id]));
  company.attachmentIds = attachments.map((a) => a.id);

  const paid = await createOrder(db, { userId: owner.id, plan: plans.annual });
  const pending = await createOrder(db, { userId: owner.id, plan: plans.enterprise, state: 'pending', paidAt: null });
  company.orderIds.push(paid.id, pending.id);
  company.orderSns.push(paid.orderSn, pending.orderSn);
  const at = now();
  const [title] = await db
    .insert(invoiceTitles)
    .values({
      userId: owner.id,
      companyId,
      kind: 'company',
      name: `${tag}-发票抬头`,
      taxNo: '91440300MA5DXXXX1X',
      isDefault: true,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  company.titleIds.push(title!.id);
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: paid.id,
      userId: owner.id,
      companyId,
      titleId: title!.id,
      titleKind: 'company',
      titleName: `${tag}-发票抬头`,
      taxNo: '91440300MA5DXXXX1X',
      address: `${tag}-invoice-address`,
      phone: '',
      bank: '',
      account: '',
      type: 'normal',
      email: `${tag.toLowerCase()}-invoices@example.cn`,
      amountFen: paid.amountFen,
      requestedAt: at,
      updatedAt: at,
    })
    .returning();
  company.invoiceIds.push(invoice!.id);
  company.secrets.push(company.name, paid.orderSn, pending.orderSn, `${tag}-发票抬头`, `${tag}-invoice-address`, `${tag.toLowerCase()}-invoices@example.cn`);
  return company;
}

/** Every row of company Y's data, as stored: "nothing changed" is this staying equal. */
async function snapshot(company: Company): Promise<string> {
  const db = await getDb();
  const people = [company.owner.id, company.colleague.id];
  const rows = {
    company: await db.select().from(companies).where(eq(companies.id, company.id)),
    users: await db.select().from(users).where(eq(users.companyId, company.id)).orderBy(users.id),
    inquiries: await db.select().from(inquiries).where(eq(inquiries.companyId, company.id)).orderBy(inquiries.id),
    lines: await db.select().from(inquiryLines).where(inArray(inquiryLines.inquiryId, company.inquiryIds)).orderBy(inquiryLines.id),
    attachments: await db.select().from(inquiryAttachments).where(inArray(inquiryAttachments.userId, people)).orderBy(inquiryAttachments.id),
    basket: await db.select().from(inquiryBasketItems).where(inArray(inquiryBasketItems.userId, people)).orderBy(inquiryBasketItems.productId),
    favourites: await db.select().from(favorites).where(inArray(favorites.userId, people)).orderBy(favorites.productId),
    orders: await db.select().from(membershipOrders).where(eq(membershipOrders.companyId, company.id)).orderBy(membershipOrders.id),
    titles: await db.select().from(invoiceTitles).where(eq(invoiceTitles.companyId, company.id)).orderBy(invoiceTitles.id),
    invoices: await db.select().from(invoices).where(eq(invoices.companyId, company.id)).orderBy(invoices.id),
  };
  return JSON.stringify(rows);
}

/** The app's routes (middleware entries excluded), once each. */
function routeTable() {
  const seen = new Set<string>();
  return testApp()
    .routes.filter((r) => r.method !== 'ALL')
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const sample = (routePath: string) => routePath.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'id' ? '1' : 'X1'));

/** The private routes a buyer may call: under /api, not public, not the console's. */
function privateBuyerRoutes() {
  return routeTable().filter(
    (r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/admin/') && !isPublicRoute(r.method, sample(r.path)),
  );
}

/** Y's values for a path parameter, by its name. */
function foreignPathValues(name: string): string[] {
  const ids = [
    ...Y.inquiryIds,
    ...Y.attachmentIds,
    ...Y.productIds,
    ...Y.orderIds,
    ...Y.titleIds,
    ...Y.invoiceIds,
    Y.owner.id,
    Y.colleague.id,
    Y.id,
  ];
  if (name === 'id') return [...new Set(ids)].map(String).concat(Y.skus, Y.references);
  if (name === 'sn') return Y.orderSns;
  if (name === 'skuCode') return Y.skus;
  return [...Y.orderSns, ...Y.references, String(Y.inquiryIds[0])];
}

/** Query strings naming Y's things, for every route (what a handler reads it reads from these names). */
function foreignQueries(): string[] {
  return [
    `sn=${Y.orderSns[0]}`,
    `sn=${Y.orderSns[1]}`,
    `orderSn=${Y.orderSns[0]}`,
    `id=${Y.inquiryIds[0]}`,
    `ids=${Y.inquiryIds.join(',')}`,
    `keyword=${encodeURIComponent(Y.references[0]!)}`,
    `userId=${Y.owner.id}`,
    `companyId=${Y.id}`,
  ];
}

/** Bodies that carry Y's ids where the route reads them. */
function foreignBodies(method: string, routePath: string): unknown[] {
  const key = `${method} ${routePath}`;
  if (key === 'PUT /api/inquiry') return [{ ids: Y.inquiryIds, state: 500 }, ...Y.inquiryIds.map((id) => ({ ids: [id], state: 500 }))];
  if (key === 'POST /api/inquiry') {
    return Y.looseAttachmentIds.map((id) => ({ lines: [{ product: X.skus[0], quantity: 1 }], ...contact, attachmentIds: [id] }));
  }
  if (key === 'POST /api/invoice/add') {
    return [
      ...Y.orderSns.map((orderSn) => ({ orderSn, titleId: X.titleIds[0], type: 'normal', email: 'x@example.cn' })),
      { orderSn: X.orderSns[0], titleId: Y.titleIds[0], type: 'normal', email: 'x@example.cn' },
    ];
  }
  if (method === 'GET' || method === 'HEAD') return [undefined];
  if (routePath.startsWith('/api/invoice/title')) {
    return [{ kind: 'company', name: 'Hijacked title', taxNo: '91440300MA5DXXXX1X' }];
  }
  // Without a body too: a route that reads only its query must not be refused for an unexpected one.
  return [undefined, { id: Y.inquiryIds[0], ids: Y.inquiryIds, orderSn: Y.orderSns[0], titleId: Y.titleIds[0], userId: Y.owner.id, companyId: Y.id }];
}

type Call = { url: string; method: string; body: unknown };

/** Every request of the walk for one route: each Y value in each path parameter, each query, each body. */
function callsFor(route: { method: string; path: string }): Call[] {
  const params = [...route.path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]!);
  const paths: string[] = [];
  if (params.length === 0) paths.push(route.path);
  for (const name of params) {
    for (const value of foreignPathValues(name)) {
      paths.push(
        route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, other: string) => (other === name ? encodeURIComponent(value) : 'X1')),
      );
    }
  }
  const calls: Call[] = [];
  for (const p of paths) for (const body of foreignBodies(route.method, route.path)) calls.push({ url: p, method: route.method, body });
  for (const query of foreignQueries()) {
    for (const body of foreignBodies(route.method, route.path)) {
      calls.push({ url: `${paths[0]}?${query}`, method: route.method, body });
    }
  }
  return calls;
}

const carriesForeign = (call: Call) => {
  const text = `${call.url} ${JSON.stringify(call.body ?? null)}`;
  const values = [...Y.orderSns, ...Y.references, ...Y.skus, ...[...Y.inquiryIds, ...Y.attachmentIds, ...Y.titleIds, Y.owner.id, Y.id].map(String)];
  return values.some((v) => text.includes(v));
};

async function call(who: Member, c: Call): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...who.headers, 'idempotency-key': crypto.randomUUID() };
  const res = await testApp().request(`http://localhost${c.url}`, {
    method: c.method,
    headers: c.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  setFileStore(new LocalFileStore(root));
  await resetAccountState();
  plans = await seedPlans();
  X = await companyWithData('XCO');
  Y = await companyWithData('YCO');
}, 300_000);

afterAll(() => {
  setFileStore(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('inside one company: the owner sees every inquiry, a colleague only their own', () => {
  it('a colleague cannot read, accept, close or download a colleague’s or the owner’s inquiry', async () => {
    const second = await member('XCO', 'colleague', X.id);
    const secondQuoted = await sendInquiry(second, X.skus[0]!, 'XCO-second-colleague', await upload(second, 'XCO-second-colleague.pdf'));
    await markQuoted(secondQuoted.id);
    for (const [reader, otherId] of [
      [X.colleague, secondQuoted.id],
      [second, X.quoted.get(X.colleague.id)!],
      [second, X.quoted.get(X.owner.id)!],
    ] as const) {
      expect((await send(`/api/inquiry/${otherId}?lang=en`, 'GET', reader.headers)).body.status).toBe(404000);
      expect((await send(`/api/inquiry/${otherId}/accept?lang=en`, 'POST', reader.headers, {})).body.status).toBe(404000);
      const closing = await send('/api/inquiry?lang=en', 'PUT', reader.headers, { ids: [otherId], state: 500 });
      expect(closing.body.status).toBe(409000);
      const list = await send('/api/inquiry?lang=en&pageSize=50', 'GET', reader.headers);
      const ids = (list.body.data.items as { id: number; sender: { id: number } }[]).map((i) => i.id);
      expect(ids).not.toContain(otherId);
      expect(new Set((list.body.data.items as { sender: { id: number } }[]).map((i) => i.sender.id))).toEqual(new Set([reader.id]));
    }
    const [attached] = await (await getDb())
      .select({ id: inquiryAttachments.id })
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, secondQuoted.id));
    expect((await testApp().request(`/api/inquiry/attachments/${attached!.id}`, { headers: X.colleague.headers })).status).toBe(404);
    expect((await (await getDb()).select().from(inquiries).where(eq(inquiries.id, secondQuoted.id)))[0]!.state).toBe(200);
  });

  it('the owner lists every inquiry of the company with who sent it, reads a colleague’s and acts on it; the log says who acted', async () => {
    const owner = X.owner;
    const list = await send('/api/inquiry?lang=en&pageSize=50', 'GET', owner.headers);
    const items = list.body.data.items as { id: number; reference: string; sender: { id: number; name: string } }[];
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(X.submitted.get(X.colleague.id)!)?.sender).toEqual({ id: X.colleague.id, name: 'XCO-colleague-姓名' });
    expect(byId.get(X.submitted.get(owner.id)!)?.sender).toEqual({ id: owner.id, name: 'XCO-owner-姓名' });
    for (const id of Y.inquiryIds) expect(byId.has(id)).toBe(false);

    const detail = await send(`/api/inquiry/${X.quoted.get(X.colleague.id)}?lang=en`, 'GET', owner.headers);
    expect(detail.body.data).toMatchObject({ sender: { id: X.colleague.id, name: 'XCO-colleague-姓名' }, canAccept: true });
    const attachment = detail.body.data.attachments[0] as { url: string; fileName: string };
    expect(attachment.fileName).toBe('XCO-colleague-second.pdf');
    const download = await testApp().request(attachment.url, { headers: owner.headers });
    expect(download.status).toBe(200);

    const accepted = await send(`/api/inquiry/${X.quoted.get(X.colleague.id)}/accept?lang=en`, 'POST', owner.headers, {});
    expect(accepted.body.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: 300, sender: { id: X.colleague.id } });
    const closed = await send('/api/inquiry?lang=en', 'PUT', owner.headers, { ids: [X.submitted.get(X.colleague.id)], state: 500 });
    expect(closed.body.status).toBe(200);
    expect(closed.body.data.updated).toEqual([X.submitted.get(X.colleague.id)]);

    const log = await (await getDb())
      .select({ action: auditLog.action, actor: auditLog.actorUserId, target: auditLog.targetUserId, targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'inquiry'), eq(auditLog.actorUserId, owner.id)))
      .orderBy(auditLog.id);
    expect(log).toEqual([
      { action: 'inquiry.accept', actor: owner.id, target: X.colleague.id, targetId: String(X.quoted.get(X.colleague.id)) },
      { action: 'inquiry.close', actor: owner.id, target: X.colleague.id, targetId: String(X.submitted.get(X.colleague.id)) },
    ]);

    // The colleague sees the outcome on their own inquiry, still as its sender.
    const own = await send(`/api/inquiry/${X.quoted.get(X.colleague.id)}?lang=en`, 'GET', X.colleague.headers);
    expect(own.body.data).toMatchObject({ state: 300, sender: { id: X.colleague.id } });
    // The owner's export holds the colleague's inquiries too.
    const exported = await testApp().request('/api/inquiry?lang=en&export=csv', { headers: owner.headers });
    const csv = await exported.text();
    expect(csv).toContain(byId.get(X.submitted.get(X.colleague.id)!)!.reference);
    for (const reference of Y.references) expect(csv).not.toContain(reference);
  });

  it('the basket and favourites stay personal inside the company', async () => {
    const basket = await send('/api/inquiry/basket?lang=en', 'GET', X.owner.headers);
    expect(JSON.stringify(basket.body.data)).toContain('XCO-owner-basket-note');
    expect(JSON.stringify(basket.body.data)).not.toContain('XCO-colleague-basket-note');
    const colleagueFavourites = await send('/api/favorite/ids', 'GET', X.colleague.headers);
    expect(colleagueFavourites.body.data.skuCodes).toEqual(['XCO-COL-FAV']);
    const ownerFavourites = await send('/api/favorite/ids', 'GET', X.owner.headers);
    expect(ownerFavourites.body.data.skuCodes).toEqual(['XCO-OWN-FAV']);
  });
});

describe('company isolation: the whole route table with another company’s ids', () => {
  it('neither member of X reads or changes anything of Y on any private buyer route', async () => {
    const before = await snapshot(Y);
    const routes = privateBuyerRoutes();
    // The session's own end would make the rest of the walk a series of 401s: it is called last.
    const walked = routes.filter((r) => !(r.method === 'POST' && r.path === '/api/logout'));
    const visited = new Set<string>();
    let requests = 0;
    let foreignRequests = 0;
    const foreignByRoute = new Map<string, number>();
    const statuses = new Map<string, Set<number>>();
    for (const who of [X.owner, X.colleague]) {
      await resetAccountState();
      for (const route of walked) {
        for (const c of callsFor(route)) {
          const { status, text } = await call(who, c);
          requests += 1;
          if (carriesForeign(c)) {
            foreignRequests += 1;
            foreignByRoute.set(`${route.method} ${route.path}`, (foreignByRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
          }
          visited.add(`${route.method} ${route.path}`);
          const seen = statuses.get(`${route.method} ${route.path}`) ?? new Set<number>();
          seen.add(status);
          statuses.set(`${route.method} ${route.path}`, seen);
          const sent = `${decodeURIComponent(c.url)} ${JSON.stringify(c.body ?? null)}`;
          for (const secret of Y.secrets) {
            if (sent.includes(secret)) continue;
            expect(text.includes(secret), `${who.name}: ${c.method} ${c.url} answered with Y's "${secret}"`).toBe(false);
          }
        }
      }
      // The walk ran signed in to the end: the session still answers as X's member.
      const info = await send('/api/info', 'GET', who.headers);
      expect(info.body.status, `${who.name}'s session survived the walk`).toBe(200);
      expect(await snapshot(Y), `after ${who.name}'s walk`).toBe(before);
    }
    for (const who of [X.owner, X.colleague]) {
      const { text } = await call(who, { url: '/api/logout', method: 'POST', body: {} });
      for (const secret of Y.secrets) expect(text).not.toContain(secret);
      visited.add('POST /api/logout');
    }
    expect(await snapshot(Y)).toBe(before);

    // Not vacuous: every private buyer route was called, most many times with Y's values.
    expect([...visited].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(routes.length).toBeGreaterThanOrEqual(35);
    for (const expected of [
      'GET /api/inquiry/:id',
      'POST /api/inquiry/:id/accept',
      'PUT /api/inquiry',
      'GET /api/inquiry/attachments/:id',
      'POST /api/invoice/add',
      'GET /api/invoice/:id/pdf',
      'GET /api/ums/c2b/pay/status',
      'POST /api/ums/c2b/cancel',
      'DELETE /api/favorite/:id',
      'DELETE /api/inquiry/basket/:id',
    ]) {
      expect(visited, expected).toContain(expected);
    }
    expect(foreignRequests).toBeGreaterThanOrEqual(1500);
    for (const route of routes) {
      if (route.path === '/api/logout') continue;
      expect(foreignByRoute.get(`${route.method} ${route.path}`) ?? 0, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(
        2 * foreignQueries().length,
      );
    }
    expect(requests).toBeGreaterThanOrEqual(foreignRequests);
    // Y's inquiries read as missing, not as refused: the same answer as an id that does not exist.
    expect(statuses.get('GET /api/inquiry/:id')).toContain(404);
    expect(statuses.get('POST /api/inquiry/:id/accept')).toContain(404);
    expect(statuses.get('PUT /api/inquiry')).toContain(409);
    expect(statuses.get('GET /api/inquiry/attachments/:id')).toContain(404);
    expect(statuses.get('POST /api/ums/c2b/cancel')).toContain(404);
    expect(statuses.get('GET /api/ums/c2b/pay/status')).toContain(404);
    expect(statuses.get('GET /api/invoice/:id/pdf')).toContain(404);
  }, 900_000);

  it('the same calls with X’s own ids do reach X’s data (the walk’s requests are well formed)', async () => {
    // The walk ended with signing out: a new session.
    const owner = { ...X.owner, ...(await signIn(X.owner.mobile, GOOD_PASSWORD)) };
    const own = await send(`/api/inquiry/${X.submitted.get(owner.id)}?lang=en`, 'GET', owner.headers);
    expect(own.body.status).toBe(200);
    const foreign = await send(`/api/inquiry/${Y.submitted.get(Y.owner.id)}?lang=en`, 'GET', owner.headers);
    expect(foreign.body.status).toBe(404000);
    expect(foreign.body.msg).toBe(
      (await send('/api/inquiry/2147483647?lang=en', 'GET', owner.headers)).body.msg,
    );
    const attachment = await testApp().request(`/api/inquiry/attachments/${X.looseAttachmentIds[0]}`, { headers: owner.headers });
    expect(attachment.status).toBe(200);
  });
});
