import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, membershipLedger, outbox, paymentNotifications } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/notifications/deliver-due-messages';
import { expireOverdueOrders } from '@/server/payments/expire-overdue-orders';
import { createPayNotifySender } from '@/server/payments/sandbox/pay-notify-sender';
import { createAdmin, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { countRows, giveMembership, notificationFor, orderRow, postNotification, seedPlans, userRow, type KnownPlans } from '@tests/factories/membership';
import { api, testApp } from '@tests/setup/test-app';

/*
 * Gateway notifications and the sandbox gateway (docs/decisions/0023-payments.md): signature over the raw
 * body, amount and currency against our record, idempotent under duplicates and concurrency, acknowledged
 * only after the commit, replays and unknown orders acknowledged without effect, late money flagged for
 * refund, the scheduled expiry.
 */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let plans: KnownPlans;
let admin: Session;

beforeAll(async () => {
  plans = await seedPlans();
  const op = await createAdmin(await getDb());
  admin = await signIn(op.mobile, GOOD_PASSWORD);
});
beforeEach(async () => {
  await resetAccountState();
  setClock(() => new Date(NOW));
});
afterEach(() => resetClock());

async function buyer(): Promise<Session & { id: number }> {
  const user = await createUser(await getDb());
  return { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id };
}
async function order(s: Session, planId: number): Promise<string> {
  const { body } = await send(`/api/ums/c2b?vipId=${planId}&orderType=1`, 'GET', s.headers);
  if (body.status !== 200) throw new Error(JSON.stringify(body));
  return body.data.order_sn;
}
const ledgerOf = async (userId: number) => (await getDb()).select().from(membershipLedger).where(eq(membershipLedger.userId, userId));
const notificationsOf = async (sn: string) =>
  (await getDb()).select().from(paymentNotifications).where(eq(paymentNotifications.orderSn, sn)).orderBy(paymentNotifications.id);

/** The outbox worker's pass, delivering to our notify route in process (the sandbox gateway's HTTP post). */
const inProcess = createPayNotifySender({
  post: (url, init) => Promise.resolve(testApp().request(new URL(url).pathname, init)),
});
const deliver = async () => deliverDueMessages(await getDb(), { providers: { payNotify: inProcess } });

describe('a success notification activates the membership, once', () => {
  it('pending → paid, membership from now + plan days, one ledger row, audit rows, acknowledged "success"', async () => {
    const a = await buyer();
    const sn = await order(a, plans.annual.id);
    const { res, text } = await postNotification(await notificationFor(sn, 'success'));
    expect(res.status).toBe(200);
    expect(text).toBe('success');
    expect(await orderRow(sn)).toMatchObject({ state: 'paid', providerTradeNo: `SBX${sn}`, paidAt: new Date(NOW), membershipExpiresAt: new Date(NOW + 365 * DAY) });
    expect(await userRow(a.id)).toMatchObject({ membershipLevel: 2, membershipExpiresAt: new Date(NOW + 365 * DAY) });
    const ledger = await ledgerOf(a.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountFen: 299_900, levelBefore: 0, levelAfter: 2, expiresBefore: null });
    const actions = (await (await getDb()).select().from(auditLog).where(eq(auditLog.targetUserId, a.id))).map((r) => r.action).sort();
    expect(actions).toEqual(['membership.activated', 'order.created', 'order.paid']);
    const status = await send(`/api/ums/c2b/pay/status?sn=${sn}`, 'GET', a.headers);
    expect(status.body.data).toMatchObject({ state: 'paid', paid_at: new Date(NOW).toISOString(), level: 2, expires_at: new Date(NOW + 365 * DAY).toISOString() });
    const info = await send('/api/info', 'GET', a.headers);
    expect(info.body.data).toMatchObject({ membershipLevel: 2, membershipExpiresAt: new Date(NOW + 365 * DAY).toISOString() });
  });

  it('10 concurrent identical notifications → one activation, one ledger row, 10 acknowledgements', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    const n = await notificationFor(sn, 'success');
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(n)));
    expect(answers.map((x) => `${x.res.status} ${x.text}`)).toEqual(Array(10).fill('200 success'));
    expect(await ledgerOf(a.id)).toHaveLength(1);
    expect((await userRow(a.id)).membershipExpiresAt).toEqual(new Date(NOW + 90 * DAY));
    const results = (await notificationsOf(sn)).map((r) => r.result).sort();
    expect(results).toEqual(['applied', ...Array(9).fill('duplicate')]);
  });

  it('a replay the next day is acknowledged and changes nothing (no second extension)', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    const n = await notificationFor(sn, 'success');
    await postNotification(n);
    setClock(() => new Date(NOW + DAY));
    const replay = await postNotification({ ...n, notify_id: 'replayed-next-day' });
    expect(replay.text).toBe('success');
    expect((await userRow(a.id)).membershipExpiresAt).toEqual(new Date(NOW + 90 * DAY));
    expect(await ledgerOf(a.id)).toHaveLength(1);
    expect((await notificationsOf(sn)).map((r) => r.result)).toEqual(['applied', 'duplicate']);
  });

  it('paying again while active extends from the current expiry and keeps the higher level', async () => {
    const a = await buyer();
    await giveMembership(a.id, 2, new Date(NOW + 10 * DAY));
    const sn = await order(a, plans.quarterly.id);
    await postNotification(await notificationFor(sn, 'success'));
    expect(await userRow(a.id)).toMatchObject({ membershipLevel: 2, membershipExpiresAt: new Date(NOW + 100 * DAY) });
  });

  it('a paid upgrade raises the level and starts the new plan\'s term at the payment', async () => {
    const a = await buyer();
    await giveMembership(a.id, 1, new Date(NOW + 30 * DAY));
    const { body } = await send(`/api/ums/upg?vipId=${plans.enterprise.id}`, 'GET', a.headers);
    await postNotification(await notificationFor(body.data.order_sn, 'success'));
    expect(await userRow(a.id)).toMatchObject({ membershipLevel: 3, membershipExpiresAt: new Date(NOW + 365 * DAY) });
    expect((await ledgerOf(a.id))[0]).toMatchObject({ orderType: 2, amountFen: 966_600, levelBefore: 1, levelAfter: 3 });
  });

  it('an upgrade never shortens a membership that reaches beyond the new term', async () => {
    const a = await buyer();
    await giveMembership(a.id, 1, new Date(NOW + 400 * DAY));
    const { body } = await send(`/api/ums/upg?vipId=${plans.annual.id}`, 'GET', a.headers);
    await postNotification(await notificationFor(body.data.order_sn, 'success'));
    expect(await userRow(a.id)).toMatchObject({ membershipLevel: 2, membershipExpiresAt: new Date(NOW + 400 * DAY) });
  });
});

describe('refused or without effect', () => {
  it('a bad signature changes nothing, is recorded as rejected and answered with the rejection', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    const n = await notificationFor(sn, 'success');
    for (const sig of ['0'.repeat(64), 'not-hex', '']) {
      const { res, text } = await postNotification(n, sig);
      expect(res.status).toBe(400);
      expect(text).toBe('fail');
    }
    // Signed, then one byte of the body changed.
    const raw = JSON.stringify(n);
    const { signSandboxBody } = await import('@/server/payments/sandbox/sandbox-signature');
    const { sandboxSecret } = await import('@/server/payments/sandbox/sandbox-secret');
    const sig = signSandboxBody(await sandboxSecret(), raw);
    expect((await postNotification(raw.replace('"success"', '"succesS"'), sig)).text).toBe('fail');
    expect((await orderRow(sn)).state).toBe('pending');
    expect((await userRow(a.id)).membershipLevel).toBe(0);
    const rows = await (await getDb()).select().from(paymentNotifications).where(eq(paymentNotifications.reason, 'bad-signature'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.orderSn === null && r.result === 'rejected' && /^[0-9a-f]{64}$/.test(r.bodySha256))).toBe(true);
  });

  it('a signed notification with a tampered amount or another currency is rejected; the order stays payable', async () => {
    const a = await buyer();
    const sn = await order(a, plans.enterprise.id);
    const low = await postNotification(await notificationFor(sn, 'success', { amount_fen: 1 }));
    expect(low.res.status).toBe(400);
    const usd = await postNotification(await notificationFor(sn, 'success', { currency: 'USD' }));
    expect(usd.text).toBe('fail');
    expect((await orderRow(sn)).state).toBe('pending');
    expect(await ledgerOf(a.id)).toHaveLength(0);
    expect((await notificationsOf(sn)).map((r) => [r.result, r.reason])).toEqual([
      ['rejected', 'amount-mismatch'],
      ['rejected', 'currency-mismatch'],
    ]);
    expect((await postNotification(await notificationFor(sn, 'success'))).text).toBe('success');
    expect((await orderRow(sn)).state).toBe('paid');
  });

  it('an unknown order is acknowledged without effect and recorded', async () => {
    const { res, text } = await postNotification({
      notify_id: 'n-1',
      notify_time: new Date(NOW).toISOString(),
      order_sn: 'VIP20261124NOSUCHORDR',
      trade_no: 'SBX-X',
      amount_fen: 100,
      currency: 'CNY',
      outcome: 'success',
    });
    expect(res.status).toBe(200);
    expect(text).toBe('success');
    expect((await notificationsOf('VIP20261124NOSUCHORDR')).map((r) => r.result)).toEqual(['unknown-order']);
  });

  it('a malformed but signed body is rejected', async () => {
    const { sandboxSecret } = await import('@/server/payments/sandbox/sandbox-secret');
    const { signSandboxBody } = await import('@/server/payments/sandbox/sandbox-signature');
    const raw = '{"order_sn": 5}';
    const { res } = await postNotification(raw, signSandboxBody(await sandboxSecret(), raw));
    expect(res.status).toBe(400);
    expect(await countRows('payment_notifications', sql`reason = 'malformed'`)).toBeGreaterThanOrEqual(1);
  });

  it('the browser never activates anything: status polling and the sandbox press alone change nothing', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    await send(`/api/ums/c2b/pay/status?sn=${sn}`, 'GET', a.headers);
    const press = await send(`/api/pay/sandbox/${sn}?lang=en`, 'POST', a.headers, { result: 'success' });
    expect(press.body).toMatchObject({ status: 200, data: { order_sn: sn, queued: true } });
    expect((await orderRow(sn)).state).toBe('pending');
    expect((await userRow(a.id)).membershipLevel).toBe(0);
  });
});

describe('sandbox gateway through the outbox', () => {
  it('the press queues a signed notification; the worker delivers it and stops once acknowledged', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    await send(`/api/pay/sandbox/${sn}`, 'POST', a.headers, { result: 'success' });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect((await orderRow(sn)).state).toBe('paid');
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    const [row] = await (await getDb()).select().from(outbox).where(eq(outbox.channel, 'paynotify'));
    expect(row).toMatchObject({ status: 'sent', provider: 'sandbox-gateway', attempts: 1 });
  });

  it('retries with backoff until our route acknowledges (notify route down, then up)', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    await send(`/api/pay/sandbox/${sn}`, 'POST', a.headers, { result: 'success' });
    const down = createPayNotifySender({ post: () => Promise.resolve(new Response('oops', { status: 503 })) });
    const db = await getDb();
    expect(await deliverDueMessages(db, { providers: { payNotify: down }, random: () => 0.5 })).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await db.select().from(outbox).where(eq(outbox.channel, 'paynotify'));
    expect(waiting).toMatchObject({ status: 'pending', nextAttemptAt: new Date(NOW + 10_000) });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 }); // not due yet
    setClock(() => new Date(NOW + 11_000));
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect((await orderRow(sn)).state).toBe('paid');
  });

  it('is 404 for an unknown order', async () => {
    const s = await buyer();
    const { res } = await send('/api/pay/sandbox/VIP20261124NOSUCHORDR', 'POST', s.headers, { result: 'fail' });
    expect(res.status).toBe(404);
  });
});

describe('order states: fail, out of order, expiry, late money', () => {
  it('fail then success (out of order) within the window ends paid', async () => {
    const a = await buyer();
    const sn = await order(a, plans.quarterly.id);
    expect((await postNotification(await notificationFor(sn, 'fail'))).text).toBe('success');
    expect((await orderRow(sn)).state).toBe('failed');
    setClock(() => new Date(NOW + 60_000));
    expect((await postNotification(await notificationFor(sn, 'success'))).text).toBe('success');
    expect((await orderRow(sn)).state).toBe('paid');
    // and a fail arriving after the success changes nothing
    expect((await postNotification(await notificationFor(sn, 'fail'))).text).toBe('success');
    expect((await orderRow(sn)).state).toBe('paid');
    expect((await notificationsOf(sn)).map((r) => r.result)).toEqual(['applied', 'applied', 'late']);
  });

  it('the scheduled expiry closes pending orders past their window, and only those', async () => {
    const a = await buyer();
    const early = await order(a, plans.quarterly.id);
    setClock(() => new Date(NOW + 10 * 60_000));
    const later = await order(a, plans.annual.id);
    const db = await getDb();
    // (Earlier tests of this file left orders with the same deadline: they expire in the same pass.)
    await expireOverdueOrders(db, new Date(NOW + 15 * 60_000 - 1));
    expect((await orderRow(early)).state).toBe('pending');
    expect((await expireOverdueOrders(db, new Date(NOW + 15 * 60_000))).expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(early)).state).toBe('expired');
    expect((await orderRow(later)).state).toBe('pending');
    expect(await expireOverdueOrders(db, new Date(NOW + 15 * 60_000))).toEqual({ expired: 0 });
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.action, 'order.expired'), eq(auditLog.targetUserId, a.id)));
    expect(audit).toHaveLength(1);
    // Reading the status never expires anything: only the job does.
    setClock(() => new Date(NOW + 60 * 60_000));
    expect((await send(`/api/ums/c2b/pay/status?sn=${later}`, 'GET', a.headers)).body.data.state).toBe('pending');
  });

  it('success after expiry: recorded, acknowledged, no activation, refund flagged for the operator; a replay flags nothing more', async () => {
    const a = await buyer();
    const sn = await order(a, plans.annual.id);
    await expireOverdueOrders(await getDb(), new Date(NOW + 16 * 60_000));
    setClock(() => new Date(NOW + 20 * 60_000));
    const n = await notificationFor(sn, 'success');
    expect((await postNotification(n)).text).toBe('success');
    expect(await orderRow(sn)).toMatchObject({ state: 'expired', refundState: 'required', providerTradeNo: `SBX${sn}` });
    expect((await userRow(a.id)).membershipLevel).toBe(0);
    expect(await ledgerOf(a.id)).toHaveLength(0);
    await postNotification({ ...n, notify_id: 'again' });
    expect((await notificationsOf(sn)).map((r) => [r.result, r.reason])).toEqual([
      ['late', 'order-expired'],
      ['duplicate', 'refund-already-flagged'],
    ]);
    const refunds = await send('/api/admin/payments/refunds', 'GET', admin.headers);
    const item = refunds.body.data.items.find((r: { order_sn: string }) => r.order_sn === sn);
    expect(item).toMatchObject({ state: 'expired', refund_state: 'required', fee_fen: 299_900, provider: 'sandbox', provider_trade_no: `SBX${sn}` });
    expect(item.masked_mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(item.notified_at).toBe(new Date(NOW + 20 * 60_000).toISOString());
    expect((await send('/api/admin/payments/refunds', 'GET', a.headers)).res.status).toBe(403);
  });

  it('a success for a cancelled order, or one past its window the job has not reached yet, is never applied', async () => {
    const a = await buyer();
    const cancelled = await order(a, plans.quarterly.id);
    await send(`/api/ums/c2b/cancel?sn=${cancelled}`, 'POST', a.headers);
    await postNotification(await notificationFor(cancelled, 'success'));
    expect(await orderRow(cancelled)).toMatchObject({ state: 'cancelled', refundState: 'required' });
    const overdue = await order(a, plans.annual.id);
    setClock(() => new Date(NOW + 15 * 60_000 + 1));
    await postNotification(await notificationFor(overdue, 'success'));
    expect(await orderRow(overdue)).toMatchObject({ state: 'expired', refundState: 'required' });
    expect((await userRow(a.id)).membershipLevel).toBe(0);
  });

  it('notify routes need no session or XSRF token but only take POST', async () => {
    expect((await api('/api/pay/notify/sandbox')).res.status).toBe(405);
  });
});
