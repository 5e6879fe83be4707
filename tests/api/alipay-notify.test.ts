import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { membershipLedger, paymentNotifications } from '@/server/db/schema';
import { createAlipayProvider } from '@/server/integrations/alipay/alipay-provider';
import { parseAlipayPublicKey } from '@/server/integrations/alipay/alipay-keys';
import { createApiListener } from '@/server/api/node-listener';
import { createMembershipOrder } from '@/server/membership/create-order';
import type { PaymentProvider } from '@/server/payments/provider';
import { registerPaymentProvider } from '@/server/payments/select-provider';
import { createUser, resetAccountState } from '@tests/factories/users';
import { orderRow, seedPlans, userRow, type KnownPlans } from '@tests/factories/membership';
import { startFakeAlipayGateway, type FakeAlipayGateway } from '@tests/fakes/fake-alipay-gateway';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';
import { testApp } from '@tests/setup/test-app';

/*
 * The Alipay adapter end to end (ADR 0025 with pay-core's ADR 0023): an order is created through
 * alipay.trade.precreate at the local fake gateway, and the fake posts Alipay's signed notifications over
 * HTTP to POST /api/pay/notify/alipay of a real listener — duplicates, out of order, tampered, forged.
 */

const APP_ID = '2021000122671080';
const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
const appKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

let plans: KnownPlans;
let fake: FakeAlipayGateway;
let server: TestServer;
let provider: PaymentProvider;

beforeAll(async () => {
  plans = await seedPlans();
  fake = await startFakeAlipayGateway({ appId: APP_ID, appPublicKey: appKeys.publicKey });
  server = await startTestServer(createApiListener(testApp()));
  provider = createAlipayProvider({
    appId: APP_ID,
    privateKey: appKeys.privateKey,
    alipayPublicKey: parseAlipayPublicKey(fake.alipayPublicKeyPem),
    gateway: fake.url,
    notifyUrl: `http://127.0.0.1:${server.port}/api/pay/notify/alipay`,
  });
  // What select-provider does with PAY_PROVIDER=alipay and ALIPAY_* set, pointed at the fake.
  registerPaymentProvider('alipay', () => provider);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(async () => {
  await resetAccountState();
  setClock(() => new Date(NOW));
});
afterEach(() => resetClock());

async function buy(planId: number) {
  const user = await createUser(await getDb());
  const created = await createMembershipOrder(await getDb(), provider, {
    userId: user.id,
    planId,
    kind: 'purchase',
    lang: 'zh',
  });
  return { userId: user.id, sn: created.order_sn, payUrl: created.pay_url };
}
const ledgerOf = async (userId: number) =>
  (await getDb()).select().from(membershipLedger).where(eq(membershipLedger.userId, userId));
const recordsOf = async (sn: string) =>
  (await getDb())
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderSn, sn))
    .orderBy(paymentNotifications.id);
const answer = (a: { status: number; body: string }) => `${a.status} ${a.body}`;

describe('Alipay end to end: precreate at the fake, notifications through POST /api/pay/notify/alipay', () => {
  it('an order gets the fake’s qr_code as pay URL; TRADE_SUCCESS pays it and activates the membership', async () => {
    const { userId, sn, payUrl } = await buy(plans.annual.id);
    const trade = fake.trades.get(sn)!;
    expect(payUrl).toBe(trade.qrCode);
    expect(trade.totalAmount).toBe('2999.00');
    expect(trade.notifyUrl).toBe(`http://127.0.0.1:${server.port}/api/pay/notify/alipay`);
    expect(await orderRow(sn)).toMatchObject({ state: 'pending', provider: 'alipay', payUrl });

    expect(answer(await fake.deliver(fake.notification(sn, 'TRADE_SUCCESS')))).toBe('200 success');
    expect(await orderRow(sn)).toMatchObject({
      state: 'paid',
      providerTradeNo: trade.tradeNo,
      paidAt: new Date(NOW),
    });
    expect(await userRow(userId)).toMatchObject({
      membershipLevel: 2,
      membershipExpiresAt: new Date(NOW + 365 * DAY),
    });
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('10 identical notifications at once → one activation, one ledger row, 10 × "success"', async () => {
    const { userId, sn } = await buy(plans.quarterly.id);
    const n = fake.notification(sn, 'TRADE_SUCCESS');
    const answers = await Promise.all(Array.from({ length: 10 }, () => fake.deliver(n)));
    expect(answers.map(answer)).toEqual(Array(10).fill('200 success'));
    expect(await ledgerOf(userId)).toHaveLength(1);
    expect((await userRow(userId)).membershipExpiresAt).toEqual(new Date(NOW + 90 * DAY));
    expect((await recordsOf(sn)).map((r) => r.result).sort()).toEqual([
      'applied',
      ...Array(9).fill('duplicate'),
    ]);
    // Alipay re-sends TRADE_FINISHED once the trade can no longer be refunded: acknowledged, no second extension.
    expect(answer(await fake.deliver(fake.notification(sn, 'TRADE_FINISHED')))).toBe('200 success');
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('out of order: WAIT_BUYER_PAY and TRADE_CLOSED first, then TRADE_SUCCESS → paid once', async () => {
    const { userId, sn } = await buy(plans.quarterly.id);
    expect(answer(await fake.deliver(fake.notification(sn, 'WAIT_BUYER_PAY')))).toBe('200 success');
    expect((await orderRow(sn)).state).toBe('pending');
    expect(answer(await fake.deliver(fake.notification(sn, 'TRADE_CLOSED')))).toBe('200 success');
    expect(answer(await fake.deliver(fake.notification(sn, 'TRADE_SUCCESS')))).toBe('200 success');
    expect((await orderRow(sn)).state).toBe('paid');
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('refuses a tampered amount, a forged signature, another application and a GBK body with "fail", changing nothing', async () => {
    const { userId, sn } = await buy(plans.quarterly.id);
    const good = fake.notification(sn, 'TRADE_SUCCESS');
    const refused = [
      fake.tamper(good, { total_amount: '0.01' }),
      fake.forge(good),
      fake.notification(sn, 'TRADE_SUCCESS', { app_id: '2021000000000009' }),
      fake.asGbk(fake.notification(sn, 'TRADE_SUCCESS', { subject: '会员年卡' })),
    ];
    const before = await (await getDb()).select({ id: paymentNotifications.id }).from(paymentNotifications);
    const seen = new Set(before.map((r) => r.id));
    for (const n of refused) expect(answer(await fake.deliver(n))).toBe('400 fail');
    expect((await orderRow(sn)).state).toBe('pending');
    expect(await ledgerOf(userId)).toHaveLength(0);
    // Refused before any field was trusted: none of these rows carries an order number.
    const rows = (
      await (await getDb()).select().from(paymentNotifications).orderBy(paymentNotifications.id)
    ).filter((r) => !seen.has(r.id));
    expect(rows.map((r) => [r.provider, r.result, r.reason, r.orderSn])).toEqual([
      ['alipay', 'rejected', 'bad-signature', null],
      ['alipay', 'rejected', 'bad-signature', null],
      ['alipay', 'rejected', 'malformed', null],
      ['alipay', 'rejected', 'malformed', null],
    ]);
    // The genuine one still pays it afterwards.
    expect(answer(await fake.deliver(good))).toBe('200 success');
    expect((await orderRow(sn)).state).toBe('paid');
  });

  it('a correctly signed notification with another amount than our order is refused, not applied', async () => {
    const { sn } = await buy(plans.quarterly.id);
    expect(answer(await fake.deliver(fake.notification(sn, 'TRADE_SUCCESS', { total_amount: '0.01' })))).toBe(
      '400 fail',
    );
    expect((await orderRow(sn)).state).toBe('pending');
    expect((await recordsOf(sn)).map((r) => [r.result, r.reason])).toEqual([['rejected', 'amount-mismatch']]);
  });

  it('acknowledges an unknown order without effect', async () => {
    const n = fake.notification('VIP20261124NOSUCHORDER', 'TRADE_SUCCESS', { total_amount: '999.00' });
    expect(answer(await fake.deliver(n, `http://127.0.0.1:${server.port}/api/pay/notify/alipay`))).toBe(
      '200 success',
    );
    expect((await recordsOf('VIP20261124NOSUCHORDER')).map((r) => r.result)).toEqual(['unknown-order']);
  });
});
