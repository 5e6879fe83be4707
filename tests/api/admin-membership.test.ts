import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { expireOverdueOrders } from '@/server/payments/expire-overdue-orders';
import { createOrder } from '@tests/factories/orders';
import { notificationFor, orderRow, postNotification, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createAdminWithSecondFactor, type AdminSession } from '@tests/factories/staff';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

/*
 * The console's membership screens over the operator API (docs/decisions/0040): every
 * buyer's orders with their payment-notification log, late money to refund, and plan editing (admin).
 */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
let plans: KnownPlans;
let operator: Session & { id: number };
let admin: AdminSession;

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  plans = await seedPlans(db);
  const op = await createOperator(db);
  operator = { ...(await signIn(op.mobile, GOOD_PASSWORD)), id: op.id };
  admin = await createAdminWithSecondFactor(db);
});
afterEach(() => resetClock());

async function buyer(overrides: { company?: string } = {}) {
  const user = await createUser(await getDb(), overrides);
  return { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id, mobile: user.mobile };
}
async function order(s: Session, planId: number): Promise<string> {
  const { body } = await send(`/api/ums/c2b?vipId=${planId}&orderType=1`, 'GET', s.headers);
  if (body.status !== 200) throw new Error(JSON.stringify(body));
  return body.data.order_sn;
}
const list = async (query: string, who: Session = operator) => (await send(`/api/admin/orders?${query}`, 'GET', who.headers)).body;

describe('orders', () => {
  it("lists every buyer's orders newest first, by state, by order number or mobile, by buyer; a buyer is refused", async () => {
    setClock(() => new Date(NOW));
    const a = await buyer({ company: '福州汽配' });
    const b = await buyer();
    const paid = await order(a, plans.annual.id);
    await postNotification(await notificationFor(paid, 'success'));
    setClock(() => new Date(NOW + 60_000));
    const pending = await order(b, plans.quarterly.id);

    const all = await list('pageSize=100&lang=en');
    expect(all.status).toBe(200);
    const sns = all.data.items.map((o: { order_sn: string }) => o.order_sn);
    expect(sns.indexOf(pending)).toBeLessThan(sns.indexOf(paid));
    expect(all.data.items.find((o: { order_sn: string }) => o.order_sn === paid)).toMatchObject({
      user_id: a.id,
      mobile: a.mobile,
      company: '福州汽配',
      title: 'Annual membership',
      state: 'paid',
      refund_state: 'none',
      invoice_state: 'none',
      fee_fen: 299_900,
      fee: 2999,
      provider: 'sandbox',
      provider_trade_no: `SBX${paid}`,
    });
    expect((await list('state=paid&pageSize=100')).data.items.every((o: { state: string }) => o.state === 'paid')).toBe(true);
    expect((await list(`q=${paid.slice(0, 14)}`)).data.items.map((o: { order_sn: string }) => o.order_sn)).toContain(paid);
    expect((await list(`q=${paid}`)).data).toMatchObject({ total: 1, items: [{ order_sn: paid }] });
    expect((await list(`q=${b.mobile}`)).data).toMatchObject({ total: 1, items: [{ order_sn: pending, state: 'pending' }] });
    expect((await list(`userId=${a.id}`)).data.items.map((o: { order_sn: string }) => o.order_sn)).toEqual([paid]);
    // LIKE's wildcards are the operator's text, not patterns.
    expect((await list('q=%25')).data.total).toBe(0);
    expect((await list('state=lost')).status).toBe(400001);
    expect((await send('/api/admin/orders', 'GET', a.headers)).body.status).toBe(403000);
  });

  it("one order shows every payment notification about it, oldest first, with what became of it", async () => {
    setClock(() => new Date(NOW));
    const a = await buyer();
    const sn = await order(a, plans.annual.id);
    const failed = await notificationFor(sn, 'fail');
    await postNotification(failed);
    const success = await notificationFor(sn, 'success');
    await postNotification(success);
    await postNotification({ ...success, notify_id: 'replayed' });
    await postNotification({ ...success, notify_id: 'forged' }, 'not-the-signature');

    const { body } = await send(`/api/admin/orders/${sn}?lang=zh`, 'GET', operator.headers);
    expect(body.data).toMatchObject({ order_sn: sn, state: 'paid', title: '年度会员' });
    expect(body.data.notifications.map((n: { outcome: string; result: string }) => [n.outcome, n.result])).toEqual([
      ['fail', 'applied'],
      ['success', 'applied'],
      ['success', 'duplicate'],
    ]);
    expect(body.data.notifications[1]).toMatchObject({ provider: 'sandbox', amount_fen: 299_900, currency: 'CNY', provider_trade_no: `SBX${sn}` });
    const missing = await send('/api/admin/orders/VIP20990101AAAAAAAAAA?lang=en', 'GET', operator.headers);
    expect(missing.body).toMatchObject({ status: 404000, msg: en.api.orderNotFound });
  });

  it('a success after expiry is flagged for refund; the operator records the refund once, audited with address', async () => {
    setClock(() => new Date(NOW));
    const a = await buyer();
    const sn = await order(a, plans.annual.id);
    await expireOverdueOrders(await getDb(), new Date(NOW + 16 * 60_000));
    setClock(() => new Date(NOW + 20 * 60_000));
    await postNotification(await notificationFor(sn, 'success'));

    const queue = await list('refund=required&pageSize=100');
    expect(queue.data.items.find((o: { order_sn: string }) => o.order_sn === sn)).toMatchObject({ state: 'expired', refund_state: 'required' });
    const detail = (await send(`/api/admin/orders/${sn}`, 'GET', operator.headers)).body.data;
    expect(detail.notifications.map((n: { result: string; reason: string }) => [n.result, n.reason])).toEqual([['late', 'order-expired']]);

    const done = await send(`/api/admin/orders/${sn}/refunded?lang=en`, 'POST', operator.headers, { note: 'Alipay refund 2026112400001' });
    expect(done.body).toMatchObject({ status: 200, msg: en.api.orderRefunded, data: { order_sn: sn, refund_state: 'refunded' } });
    expect((await orderRow(sn)).refundState).toBe('refunded');
    expect((await list('refund=required&pageSize=100')).data.items.map((o: { order_sn: string }) => o.order_sn)).not.toContain(sn);
    const again = await send(`/api/admin/orders/${sn}/refunded?lang=en`, 'POST', operator.headers, {});
    expect(again.body).toMatchObject({ status: 409000, msg: en.api.orderNotAwaitingRefund });

    const rows = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'order.refunded'), eq(auditLog.targetId, sn)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: operator.id,
      targetUserId: a.id,
      targetType: 'order',
      before: { refundState: 'required' },
      after: { refundState: 'refunded' },
      details: { note: 'Alipay refund 2026112400001', amountFen: 299_900 },
    });
    expect(rows[0]?.ip).toBeTruthy();
  });
});

describe('dashboard', () => {
  it("counts today's paid orders and their revenue (China day), and the payments to refund", async () => {
    // 01:00 in China on 24 November; an order paid at 23:30 China time the day before is yesterday's.
    const at = Date.parse('2026-11-23T17:00:00.000Z');
    setClock(() => new Date(at));
    const read = async () => (await send('/api/admin/dashboard', 'GET', operator.headers)).body.data;
    const before = await read();
    const a = await buyer();
    // Real money today: an Alipay order.
    await createOrder(await getDb(), { userId: a.id, plan: plans.annual, provider: 'alipay', providerTradeNo: '2026112422001' });
    const yesterday = new Date(at - 90 * 60_000);
    await createOrder(await getDb(), { userId: a.id, plan: plans.annual, provider: 'alipay', createdAt: yesterday, paidAt: yesterday });
    await createOrder(await getDb(), { userId: a.id, plan: plans.annual, state: 'expired', refundState: 'required' });
    const after = await read();
    expect(after.todayOrders).toBe(before.todayOrders + 1);
    expect(after.todayRevenueFen).toBe(before.todayRevenueFen + plans.annual.priceFen);
    expect(after.refundsRequired).toBe(before.refundsRequired + 1);
  });

  it('a sandbox order paid today is a test order: counted apart, never in the orders or the revenue', async () => {
    setClock(() => new Date(NOW));
    const read = async () => (await send('/api/admin/dashboard', 'GET', operator.headers)).body.data;
    const before = await read();
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    await postNotification(await notificationFor(sn, 'success'));
    expect((await orderRow(sn)).state).toBe('paid');
    const after = await read();
    expect(after).toMatchObject({
      todayOrders: before.todayOrders,
      todayRevenueFen: before.todayRevenueFen,
      todayTestOrders: before.todayTestOrders + 1,
    });
  });
});

describe('test orders in the console', () => {
  it('the order list and the order page mark sandbox orders as test orders, and only those', async () => {
    setClock(() => new Date(NOW));
    const a = await buyer();
    const sandbox = await order(a, plans.quarterly.id);
    await postNotification(await notificationFor(sandbox, 'success'));
    const real = await createOrder(await getDb(), { userId: a.id, plan: plans.annual, provider: 'alipay', providerTradeNo: '2026112422002' });
    const items = (await list(`userId=${a.id}&lang=en`)).data.items as { order_sn: string; test_order: boolean }[];
    expect(items.find((o) => o.order_sn === sandbox)).toMatchObject({ provider: 'sandbox', test_order: true });
    expect(items.find((o) => o.order_sn === real.orderSn)).toMatchObject({ provider: 'alipay', test_order: false });
    const detail = await send(`/api/admin/orders/${sandbox}?lang=en`, 'GET', operator.headers);
    expect(detail.body.data).toMatchObject({ order_sn: sandbox, test_order: true });
  });
});

describe('plans', () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    title: { zh: '年度会员（新）', en: 'Annual membership (new)' },
    price_fen: 259_900,
    duration_days: 366,
    memo_data: { zh: '全部数据', en: 'All data' },
    memo_cooperation: { zh: '优先合作', en: 'Priority' },
    memo_expiration: { zh: '366天', en: '366 days' },
    memo_per_day: { zh: '每日80次', en: '80 a day' },
    memo_account: { zh: '5个账号', en: '5 accounts' },
    is_invoice: 1,
    per_day_limit: 80,
    account_limit: 5,
    member_data: true,
    fitment_export: false,
    price_history: true,
    account_manager: false,
    renewal_reminders: true,
    api_access: true,
    quick_inquiry_lines: 250,
    answer_hours: 12,
    sort_order: 2,
    active: true,
    ...over,
  });

  it('operators read every plan in both languages; only an admin edits one, audited with the changed fields; buyers see it at once', async () => {
    const listed = await send('/api/admin/plans', 'GET', operator.headers);
    expect(listed.body.status).toBe(200);
    expect(listed.body.data.find((p: { id: number }) => p.id === plans.withdrawn.id)).toMatchObject({ active: false, title: { zh: '旧套餐', en: 'Old plan' } });

    const byOperator = await send(`/api/admin/plans/${plans.annual.id}`, 'PUT', operator.headers, edit());
    expect(byOperator.body.status).toBe(403000);

    const saved = await send(`/api/admin/plans/${plans.annual.id}?lang=en`, 'PUT', admin.headers, edit());
    expect(saved.body).toMatchObject({
      status: 200,
      msg: en.api.planSaved,
      data: {
        id: plans.annual.id,
        level: plans.annual.level,
        price_fen: 259_900,
        duration_days: 366,
        per_day_limit: 80,
        account_limit: 5,
        member_data: true,
        fitment_export: false,
        price_history: true,
        api_access: true,
        quick_inquiry_lines: 250,
        answer_hours: 12,
      },
    });
    const reread = await send('/api/admin/plans', 'GET', operator.headers);
    expect(reread.body.data.find((p: { id: number }) => p.id === plans.annual.id)).toMatchObject({
      fitment_export: false,
      price_history: true,
      renewal_reminders: true,
      account_manager: false,
      quick_inquiry_lines: 250,
      answer_hours: 12,
    });
    const buyerView = await send('/api/get/level/memo?lang=en', 'GET', (await buyer()).headers);
    expect(buyerView.body.data.find((p: { id: number }) => p.id === plans.annual.id)).toMatchObject({
      title: 'Annual membership (new)',
      price_fen: 259_900,
      memo_per_day: '80 a day',
      per_day_limit: 80,
      fitment_export: false,
      price_history: true,
      quick_inquiry_lines: 250,
      answer_hours: 12,
    });
    // A new order is priced from the plan as it stands.
    const a = await buyer();
    const sn = await order(a, plans.annual.id);
    expect((await orderRow(sn)).amountFen).toBe(259_900);

    const [row] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.update'), eq(auditLog.targetId, String(plans.annual.id))));
    expect(row).toMatchObject({ actorUserId: admin.userId, targetType: 'plan' });
    expect(row?.before).toMatchObject({ price_fen: 299_900, duration_days: 365 });
    expect(row?.after).toMatchObject({ price_fen: 259_900, duration_days: 366, per_day_limit: 80 });
    expect(row?.before).not.toHaveProperty('is_invoice');
    expect(row?.before).toMatchObject({ fitment_export: true, price_history: false, quick_inquiry_lines: 100, answer_hours: 8 });
    expect(row?.after).toMatchObject({ fitment_export: false, price_history: true, quick_inquiry_lines: 250, answer_hours: 12 });
    expect(row?.ip).toBeTruthy();

    // Withdrawn: off the buyer's list, kept in the console's.
    await send(`/api/admin/plans/${plans.annual.id}`, 'PUT', admin.headers, edit({ active: false }));
    const after = await send('/api/get/level/memo?lang=en', 'GET', a.headers);
    expect(after.body.data.map((p: { id: number }) => p.id)).not.toContain(plans.annual.id);
  });

  it('refuses a bad plan: empty text in either language, zero price, an unknown field, an unknown plan', async () => {
    const put = (id: number, body: unknown) => send(`/api/admin/plans/${id}?lang=en`, 'PUT', admin.headers, body);
    expect((await put(plans.quarterly.id, edit({ title: { zh: '季度', en: ' ' } }))).body.status).toBe(400001);
    expect((await put(plans.quarterly.id, edit({ price_fen: 0 }))).body.status).toBe(400001);
    expect((await put(plans.quarterly.id, edit({ level: 9 }))).body.status).toBe(400001);
    // The numeric entitlements are bounded, the switches are switches; the refusal is translated.
    const tooManyLines = await put(plans.quarterly.id, edit({ quick_inquiry_lines: 0 }));
    expect(tooManyLines.body.status).toBe(400001);
    const zhRefusal = await send(`/api/admin/plans/${plans.quarterly.id}?lang=zh`, 'PUT', admin.headers, edit({ answer_hours: 10_000 }));
    expect(zhRefusal.body.status).toBe(400001);
    expect(zhRefusal.body.msg).not.toBe(tooManyLines.body.msg);
    expect((await put(plans.quarterly.id, edit({ fitment_export: 1 }))).body.status).toBe(400001);
    expect((await put(plans.quarterly.id, edit({ answer_hours: undefined }))).body.status).toBe(400001);
    const unchanged = await send('/api/admin/plans', 'GET', operator.headers);
    expect(unchanged.body.data.find((p: { id: number }) => p.id === plans.quarterly.id)).toMatchObject({
      answer_hours: plans.quarterly.answerHours,
      quick_inquiry_lines: plans.quarterly.quickInquiryLines,
    });
    expect((await put(2_000_000_000, edit())).body).toMatchObject({ status: 404000, msg: en.api.planNotFound });
  });
});
