import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { outbox } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/notifications/deliver-due-messages';
import { createPayNotifySender } from '@/server/payments/sandbox/pay-notify-sender';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn, visitorPost, type Session } from '@tests/factories/users';
import { orderRow, seedPlans, userRow, type KnownPlans } from '@tests/factories/membership';
import { testApp } from '@tests/setup/test-app';

/*
 * Who may press Pay or Fail on the sandbox cashier (docs/decisions/0060): the bearer of the cashier
 * link's token for that order and its pay window (a phone that scanned the QR code has no session),
 * or the buyer's own session. A stranger who knows the order number changes nothing; a forged,
 * expired or other order's token is refused with a translated envelope; the link works once.
 */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
let plans: KnownPlans;

beforeAll(async () => {
  plans = await seedPlans();
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

/** The buyer's new order and the token of the cashier link its pay URL carries (the QR code's content). */
async function order(s: Session): Promise<{ sn: string; token: string | null; payUrl: string }> {
  const { body } = await send(`/api/ums/c2b?vipId=${plans.quarterly.id}&orderType=1&lang=en`, 'GET', s.headers);
  if (body.status !== 200) throw new Error(JSON.stringify(body));
  const payUrl: string = body.data.pay_url;
  return { sn: body.data.order_sn, payUrl, token: new URL(payUrl).searchParams.get('t') };
}

const inProcess = createPayNotifySender({
  post: (url, init) => Promise.resolve(testApp().request(new URL(url).pathname, init)),
});
/** The outbox worker's pass: whatever a press queued reaches the notify route now. */
const deliver = async () => deliverDueMessages(await getDb(), { providers: { payNotify: inProcess } });
const pressesQueued = async () => (await (await getDb()).select().from(outbox).where(eq(outbox.channel, 'paynotify'))).length;

/** Still pending after every queued message was delivered, the buyer still without a plan, nothing queued by this press. */
async function expectUnchanged(sn: string, buyerId: number, queuedBefore: number) {
  expect(await pressesQueued()).toBe(queuedBefore);
  await deliver();
  expect((await orderRow(sn)).state).toBe('pending');
  expect((await userRow(buyerId)).membershipLevel).toBe(0);
}

describe('a stranger who knows the order number changes nothing', () => {
  it('a visitor with no session and no token: 404, the order still pending, the level unchanged', async () => {
    const a = await buyer();
    const { sn } = await order(a);
    const before = await pressesQueued();
    for (const result of ['success', 'fail'] as const) {
      const { res, body } = await visitorPost(`/api/pay/sandbox/${sn}?lang=en`, { result });
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ status: 404000, msg: en.api.orderNotFound });
    }
    await expectUnchanged(sn, a.id, before);
  });

  it("another buyer's session, without the link: 404, nothing changes", async () => {
    const a = await buyer();
    const b = await buyer();
    const { sn } = await order(a);
    const before = await pressesQueued();
    const { res, body } = await send(`/api/pay/sandbox/${sn}`, 'POST', b.headers, { result: 'success' });
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ status: 404000, msg: zh.api.orderNotFound });
    await expectUnchanged(sn, a.id, before);
  });

  it("another order's token, a forged one, an edited one: 403 cashierLinkInvalid in the caller's language", async () => {
    const a = await buyer();
    const b = await buyer();
    const mine = await order(a);
    const theirs = await order(b);
    expect(theirs.token).toBeTruthy();
    const [expiry, mac] = mine.token!.split('.') as [string, string];
    const forged = [
      theirs.token!, // another order's link
      `${expiry}.${'A'.repeat(43)}`, // a made-up signature
      `${(Number.parseInt(expiry, 36) + 3_600_000).toString(36)}.${mac}`, // its pay window stretched
      'not-a-token',
    ];
    const before = await pressesQueued();
    for (const token of forged) {
      const { res, body } = await visitorPost(`/api/pay/sandbox/${mine.sn}?lang=en`, { result: 'success', token });
      expect(res.status).toBe(403);
      expect(body).toMatchObject({ status: 403000, msg: en.api.cashierLinkInvalid });
    }
    // The other buyer's own session with the wrong link does not help either.
    const zhAnswer = await send(`/api/pay/sandbox/${mine.sn}`, 'POST', b.headers, { result: 'success', token: theirs.token });
    expect(zhAnswer.res.status).toBe(403);
    expect(zhAnswer.body).toMatchObject({ status: 403000, msg: zh.api.cashierLinkInvalid });
    await expectUnchanged(mine.sn, a.id, before);
    // An unknown order number with a token is refused the same way (no telling which orders exist).
    const unknown = await visitorPost('/api/pay/sandbox/VIP20261124NOSUCHORDR?lang=en', { result: 'success', token: mine.token });
    expect(unknown.res.status).toBe(403);
  });

  it('a genuine link after its order expired: 409 cashierLinkExpired, nothing changes', async () => {
    const a = await buyer();
    const { sn, token } = await order(a);
    const before = await pressesQueued();
    setClock(() => new Date(NOW + 16 * 60_000));
    const { res, body } = await visitorPost(`/api/pay/sandbox/${sn}?lang=en`, { result: 'success', token });
    expect(res.status).toBe(409);
    expect(body).toMatchObject({ status: 409000, msg: en.api.cashierLinkExpired });
    const zhAnswer = await visitorPost(`/api/pay/sandbox/${sn}`, { result: 'success', token });
    expect(zhAnswer.body).toMatchObject({ status: 409000, msg: zh.api.cashierLinkExpired });
    await expectUnchanged(sn, a.id, before);
  });
});

describe('the cashier link pays the order it was made for, once', () => {
  it("the QR code's link carries a token; with it a phone without a session pays; the link then does nothing", async () => {
    const a = await buyer();
    const { sn, token, payUrl } = await order(a);
    expect(payUrl).toMatch(new RegExp(`^http://localhost/en/pay/sandbox/${sn}\\?t=[0-9a-z]+\\.[\\w-]{43}$`));
    const press = await visitorPost(`/api/pay/sandbox/${sn}?lang=en`, { result: 'success', token });
    expect(press.body).toMatchObject({ status: 200, data: { order_sn: sn, queued: true } });
    // A second press before the notification arrived: the link was used.
    const again = await visitorPost(`/api/pay/sandbox/${sn}?lang=en`, { result: 'fail', token });
    expect(again.res.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409000, msg: en.api.cashierLinkUsed });
    await deliver();
    expect((await orderRow(sn)).state).toBe('paid');
    expect((await userRow(a.id)).membershipLevel).toBe(plans.quarterly.level);
    // Paid: the link (or the buyer's own session) does nothing more.
    const queued = await pressesQueued();
    const late = await visitorPost(`/api/pay/sandbox/${sn}`, { result: 'fail', token });
    expect(late.body).toMatchObject({ status: 409000, msg: zh.api.cashierLinkUsed });
    const own = await send(`/api/pay/sandbox/${sn}?lang=en`, 'POST', a.headers, { result: 'fail' });
    expect(own.body).toMatchObject({ status: 409000, msg: en.api.cashierLinkUsed });
    expect(await pressesQueued()).toBe(queued);
    await deliver();
    expect((await orderRow(sn)).state).toBe('paid');
  });

  it("a failed order's link does nothing: Fail then Pay leaves it failed", async () => {
    const a = await buyer();
    const { sn, token } = await order(a);
    expect((await visitorPost(`/api/pay/sandbox/${sn}`, { result: 'fail', token })).body.status).toBe(200);
    await deliver();
    expect((await orderRow(sn)).state).toBe('failed');
    const pay = await visitorPost(`/api/pay/sandbox/${sn}?lang=en`, { result: 'success', token });
    expect(pay.res.status).toBe(409);
    await deliver();
    expect((await orderRow(sn)).state).toBe('failed');
    expect((await userRow(a.id)).membershipLevel).toBe(0);
  });

  it("the buyer's own session is heard without the link", async () => {
    const a = await buyer();
    const { sn } = await order(a);
    const press = await send(`/api/pay/sandbox/${sn}`, 'POST', a.headers, { result: 'success' });
    expect(press.body).toMatchObject({ status: 200, data: { order_sn: sn, queued: true } });
    await deliver();
    expect((await orderRow(sn)).state).toBe('paid');
  });

  it('the pay page is told the order is a test payment', async () => {
    const a = await buyer();
    const { sn } = await order(a);
    const status = await send(`/api/ums/c2b/pay/status?sn=${sn}`, 'GET', a.headers);
    expect(status.body.data).toMatchObject({ order_sn: sn, test_payment: true });
  });
});
