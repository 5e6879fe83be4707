import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { getDb } from '@/server/db';
import { auditLog, invoices, type MembershipPlanRow } from '@/server/db/schema';
import { orderInvoiceStates } from '@/server/invoices/order-invoice-states';
import { LocalFileStore, setFileStore } from '@/server/storage/file-store';
import { signedInBuyer, signedInOperator, type Buyer } from '@tests/factories/inquiries';
import { createOrder, createPlan } from '@tests/factories/orders';
import { resetAccountState, send } from '@tests/factories/users';
import { testApp } from '@tests/setup/test-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-invoices-'));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const COMPANY = {
  kind: 'company',
  name: '华为技术有限公司',
  taxNo: '914403001922038216',
  address: '深圳市龙岗区坂田华为总部办公楼',
  phone: '0755-28780808',
  bank: '中国银行深圳分行',
  account: '777057923359',
};

let plan: MembershipPlanRow;
let noInvoicePlan: MembershipPlanRow;
let operator: Buyer;
let a: Buyer;
let b: Buyer;

beforeAll(async () => {
  setFileStore(new LocalFileStore(root));
  await resetAccountState();
  const db = await getDb();
  plan = await createPlan(db, { priceFen: 299_900, isInvoice: 1 });
  noInvoicePlan = await createPlan(db, { priceFen: 99_900, isInvoice: 0, title: { zh: '季度会员', en: 'Quarterly' } });
  operator = await signedInOperator();
});
afterAll(() => {
  setFileStore(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  a = await signedInBuyer();
  b = await signedInBuyer();
});

async function titleOf(who: Buyer, body: Record<string, unknown> = COMPANY): Promise<number> {
  const { body: answer } = await send('/api/invoice/title/add', 'POST', who.headers, body);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer));
  return answer.data.id;
}
async function paidOrder(who: Buyer, overrides: Parameters<typeof createOrder>[1] extends infer T ? Partial<T> : never = {}) {
  return createOrder(await getDb(), { userId: who.id, plan, ...overrides });
}
const request = (who: Buyer, body: Record<string, unknown>, lang = 'en') => send(`/api/invoice/add?lang=${lang}`, 'POST', who.headers, body);
const stats = async (who: Buyer) => (await send('/api/invoice/statistics', 'GET', who.headers)).body.data;
const issue = (who: Buyer, id: number, invoiceNo: string) =>
  send(`/api/admin/invoices/${id}/issue?lang=en`, 'POST', who.headers, { invoiceNo });
const uploadPdf = (who: Buyer, id: number, bytes: Buffer, type = 'application/pdf') =>
  testApp().request(
    new Request(`http://localhost/api/admin/invoices/${id}/pdf?lang=en`, {
      method: 'PUT',
      headers: { ...who.headers, 'content-type': type },
      body: bytes,
    } as RequestInit),
  );
async function invoiceRows(orderIds: number[]) {
  return (await getDb()).select().from(invoices).where(inArray(invoices.orderId, orderIds));
}

describe('POST /api/invoice/add', () => {
  it('requests the invoice of a paid invoiceable order, copying the title and the amount, with an audit row', async () => {
    const titleId = await titleOf(a);
    const order = await paidOrder(a);
    const { res, body } = await request(a, { orderSn: order.orderSn, titleId, type: 'special', email: 'finance@example.com' });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      status: 200,
      msg: en.api.invoiceRequested.replace('{sn}', order.orderSn),
      data: {
        id: expect.any(Number),
        order_sn: order.orderSn,
        title_kind: 'company',
        title_name: COMPANY.name,
        tax_no: COMPANY.taxNo,
        type: 'special',
        email: 'finance@example.com',
        amount: 2999,
        amount_fen: 299_900,
        state: 'requested',
        requested_at: expect.any(String),
        issued_at: null,
        invoice_no: null,
        has_pdf: false,
      },
    });
    const db = await getDb();
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.action, 'invoice.request'), eq(auditLog.targetUserId, a.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ orderSn: order.orderSn, amountFen: 299_900 });

    // Deleting the title later leaves the invoice as it was requested.
    await send(`/api/invoice/title/${titleId}`, 'DELETE', a.headers);
    const list = await send('/api/invoice/list', 'GET', a.headers);
    expect(list.body.data).toMatchObject({ total: 1, items: [{ order_sn: order.orderSn, title_name: COMPANY.name, tax_no: COMPANY.taxNo }] });
    expect((await invoiceRows([order.id]))[0]).toMatchObject({ titleId: null, bank: COMPANY.bank, account: COMPANY.account });
  });

  it('once per order, also under 5 concurrent requests', async () => {
    const titleId = await titleOf(a);
    const order = await paidOrder(a);
    const body = { orderSn: order.orderSn, titleId, type: 'normal', email: 'a@example.com' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(a, body)));
    const statuses = answers.map((x) => x.body.status).sort();
    expect(statuses).toEqual([200, 409000, 409000, 409000, 409000]);
    expect(answers.find((x) => x.body.status === 409000)!.body.msg).toBe(en.api.invoiceAlreadyRequested.replace('{sn}', order.orderSn));
    expect(await invoiceRows([order.id])).toHaveLength(1);
    expect((await request(a, body, 'zh')).body.msg).toBe(zh.api.invoiceAlreadyRequested.replace('{sn}', order.orderSn));
  });

  it('caps the e-mail address: 64 characters before the @, each refusal in its own words', async () => {
    const titleId = await titleOf(a);
    const order = await paidOrder(a);
    for (const lang of ['en', 'zh'] as const) {
      const m = lang === 'en' ? en : zh;
      const long = await request(a, { orderSn: order.orderSn, titleId, type: 'normal', email: `${'a'.repeat(65)}@example.com` }, lang);
      expect(long.body.status).toBe(400001);
      expect(long.body.errors).toEqual([{ path: 'email', message: m.api.emailLocalTooLong.replace('{max}', '64') }]);
    }
    expect(await invoiceRows([order.id])).toHaveLength(0);
    const fine = await request(a, { orderSn: order.orderSn, titleId, type: 'normal', email: `${'a'.repeat(64)}@example.com` });
    expect(fine.body.status).toBe(200);
  });

  it('refuses unpaid orders and plans without invoices', async () => {
    const titleId = await titleOf(a);
    const body = (sn: string) => ({ orderSn: sn, titleId, type: 'normal', email: 'a@example.com' });
    for (const state of ['pending', 'failed', 'expired', 'cancelled']) {
      const order = await paidOrder(a, { state, paidAt: null });
      const answer = await request(a, body(order.orderSn));
      expect(answer.res.status, state).toBe(409);
      expect(answer.body.msg).toBe(en.api.invoiceOrderNotPaid.replace('{sn}', order.orderSn));
    }
    const quarterly = await createOrder(await getDb(), { userId: a.id, plan: noInvoicePlan });
    const refused = await request(a, body(quarterly.orderSn));
    expect(refused.body).toMatchObject({ status: 409000, msg: en.api.invoiceOrderNotInvoiceable.replace('{sn}', quarterly.orderSn) });
    expect((await request(a, body('VIP0000000000'))).body).toMatchObject({ status: 404000, msg: en.api.invoiceOrderNotFound });
  });

  it('a special invoice needs a company title with address, phone, bank and account', async () => {
    const personal = await titleOf(a, { kind: 'personal', name: '张三' });
    const bare = await titleOf(a, { kind: 'company', name: '华为技术有限公司', taxNo: COMPANY.taxNo, address: COMPANY.address });
    const order = await paidOrder(a);
    for (const titleId of [personal, bare]) {
      const answer = await request(a, { orderSn: order.orderSn, titleId, type: 'special', email: 'a@example.com' });
      expect(answer.body).toMatchObject({ status: 400001, errors: [{ path: 'type', message: en.api.invoiceSpecialNeedsDetails }] });
    }
    const normal = await request(a, { orderSn: order.orderSn, titleId: personal, type: 'normal', email: 'a@example.com' });
    expect(normal.body.data).toMatchObject({ title_kind: 'personal', title_name: '张三', type: 'normal' });
  });

  it("IDOR: another buyer's order or title reads as unknown, and nothing is created", async () => {
    const aTitle = await titleOf(a);
    const bTitle = await titleOf(b);
    const aOrder = await paidOrder(a);
    const bOrder = await paidOrder(b);
    const byB = await request(b, { orderSn: aOrder.orderSn, titleId: bTitle, type: 'normal', email: 'b@example.com' });
    expect(byB.body).toEqual({ status: 404000, msg: en.api.invoiceOrderNotFound, data: null });
    const withATitle = await request(b, { orderSn: bOrder.orderSn, titleId: aTitle, type: 'normal', email: 'b@example.com' });
    expect(withATitle.body).toEqual({ status: 404000, msg: en.api.invoiceTitleNotFound, data: null });
    expect(await invoiceRows([aOrder.id, bOrder.id])).toEqual([]);
  });
});

describe('statistics, lists and order states', () => {
  it('invoiced + not invoiced = paid total of the invoiceable paid orders', async () => {
    const titleId = await titleOf(a);
    const db = await getDb();
    const o1 = await paidOrder(a, { amountFen: 299_900 });
    const o2 = await paidOrder(a, { amountFen: 150_050 });
    const o3 = await paidOrder(a, { amountFen: 1 });
    await paidOrder(a, { state: 'pending', paidAt: null, amountFen: 500_000 });
    await createOrder(db, { userId: a.id, plan: noInvoicePlan });
    await paidOrder(b, { amountFen: 777_700 });

    expect(await stats(a)).toEqual({
      paid_total: 4499.51,
      paid_total_fen: 449_951,
      invoiced: 0,
      invoiced_fen: 0,
      issued: 0,
      issued_fen: 0,
      not_invoiced: 4499.51,
      not_invoiced_fen: 449_951,
    });
    const awaiting = await send('/api/invoice/orders?lang=en', 'GET', a.headers);
    expect((awaiting.body.data as { order_sn: string }[]).map((o) => o.order_sn).sort()).toEqual([o1.orderSn, o2.orderSn, o3.orderSn].sort());
    expect(awaiting.body.data[0]).toMatchObject({ title: 'Annual membership' });

    const r1 = (await request(a, { orderSn: o1.orderSn, titleId, type: 'normal', email: 'a@example.com' })).body.data;
    await request(a, { orderSn: o2.orderSn, titleId, type: 'normal', email: 'a@example.com' });
    await issue(operator, r1.id, '24442000000012345678');

    const after = await stats(a);
    expect(after).toMatchObject({ paid_total_fen: 449_951, invoiced_fen: 449_950, issued_fen: 299_900, not_invoiced_fen: 1 });
    expect(after.invoiced_fen + after.not_invoiced_fen).toBe(after.paid_total_fen);
    expect(after.invoiced + after.not_invoiced).toBeCloseTo(after.paid_total, 2);
    expect((await send('/api/invoice/orders', 'GET', a.headers)).body.data.map((o: { order_sn: string }) => o.order_sn)).toEqual([o3.orderSn]);

    const states = await orderInvoiceStates(db, [o1.id, o2.id, o3.id]);
    expect([...states.entries()].sort()).toEqual([
      [o1.id, 'issued'],
      [o2.id, 'requested'],
    ].sort());
    expect(await orderInvoiceStates(db, [])).toEqual(new Map());

    // B sees none of A's invoices.
    expect((await send('/api/invoice/list', 'GET', b.headers)).body.data).toMatchObject({ total: 0, items: [] });
    expect(await stats(b)).toMatchObject({ paid_total_fen: 777_700, invoiced_fen: 0 });
  });

  it('pages the invoice list, newest first', async () => {
    const titleId = await titleOf(a);
    const sns: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await paidOrder(a);
      sns.push(order.orderSn);
      await request(a, { orderSn: order.orderSn, titleId, type: 'normal', email: 'a@example.com' });
    }
    const page1 = (await send('/api/invoice/list?page=1&pageSize=2', 'GET', a.headers)).body.data;
    const page2 = (await send('/api/invoice/list?page=2&pageSize=2', 'GET', a.headers)).body.data;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect([...page1.items, ...page2.items].map((x: { order_sn: string }) => x.order_sn)).toEqual([...sns].reverse());
  });
});

describe('operator: queue, issue, PDF; buyer download', () => {
  it('issues with the invoice number and a PDF the buyer (only) downloads', async () => {
    const titleId = await titleOf(a);
    const order = await paidOrder(a);
    const invoice = (await request(a, { orderSn: order.orderSn, titleId, type: 'normal', email: 'a@example.com' })).body.data;

    // The buyer's order list follows the invoice: requested now, issued below.
    const orderState = async () =>
      ((await send('/api/get/level/order?pageSize=50', 'GET', a.headers)).body.data.items as { order_sn: string; invoice_state: string }[]).find(
        (o) => o.order_sn === order.orderSn,
      )?.invoice_state;
    expect(await orderState()).toBe('requested');

    const queue = await send('/api/admin/invoices?state=requested&pageSize=50', 'GET', operator.headers);
    const queued = (queue.body.data.items as { id: number; buyer: { mobile: string } }[]).find((x) => x.id === invoice.id);
    expect(queued).toMatchObject({ state: 'requested', buyer: { id: a.id, company: a.company }, bank: COMPANY.bank });
    expect(queued!.buyer.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    // A buyer's token is refused on every operator route, and changes nothing.
    expect((await send('/api/admin/invoices', 'GET', a.headers)).res.status).toBe(403);
    expect((await issue(a, invoice.id, '12345678')).res.status).toBe(403);
    expect((await uploadPdf(a, invoice.id, PDF)).status).toBe(403);

    const issued = await issue(operator, invoice.id, '24442000000012345678');
    expect(issued.body).toMatchObject({
      status: 200,
      msg: en.api.invoiceIssued,
      data: { id: invoice.id, state: 'issued', invoice_no: '24442000000012345678', issued_by: operator.id, has_pdf: false },
    });
    expect(await orderState()).toBe('issued');
    const twice = await issue(operator, invoice.id, '99999999');
    expect(twice.body).toMatchObject({ status: 409000, msg: en.api.invoiceAlreadyIssued.replace('{invoiceNo}', '24442000000012345678') });
    expect((await issue(operator, 2_000_000_000, '12345678')).body).toMatchObject({ status: 404000, msg: en.api.invoiceNotFound });
    expect((await issue(operator, invoice.id, 'no')).body.status).toBe(400001);

    // No PDF yet: the download is a 404 like an unknown invoice.
    expect((await send(`/api/invoice/${invoice.id}/pdf?lang=en`, 'GET', a.headers)).body).toMatchObject({ status: 404000, msg: en.api.invoicePdfNotFound });

    // The content decides: a PNG declared as a PDF is refused.
    const png = await uploadPdf(operator, invoice.id, PNG);
    expect(png.status).toBe(415);
    expect(((await png.json()) as { msg: string }).msg).toBe(en.api.invoicePdfType);
    const tooBig = await uploadPdf(operator, invoice.id, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooBig.status).toBe(413);

    const saved = await uploadPdf(operator, invoice.id, PDF);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { has_pdf: boolean } }).data.has_pdf).toBe(true);

    const download = await testApp().request(`/api/invoice/${invoice.id}/pdf`, { headers: a.headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(download.headers.get('content-disposition')).toContain('invoice-24442000000012345678.pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);

    const byB = await send(`/api/invoice/${invoice.id}/pdf?lang=en`, 'GET', b.headers);
    expect(byB.res.status).toBe(404);
    expect(byB.body.msg).toBe(en.api.invoicePdfNotFound);

    const mine = (await send('/api/invoice/list', 'GET', a.headers)).body.data.items[0];
    expect(mine).toMatchObject({ state: 'issued', invoice_no: '24442000000012345678', has_pdf: true, issued_at: expect.any(String) });

    const audit = await (await getDb())
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, a.id))
      .orderBy(auditLog.id);
    expect(audit.filter((x) => x.action.startsWith('invoice.'))).toEqual([
      { action: 'invoice.request', actor: a.id },
      { action: 'invoice.issue', actor: operator.id },
      { action: 'invoice.pdf', actor: operator.id },
    ]);
  });
});
