import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { membershipOrders } from '@/server/db/schema';
import { outbox, type OutboxRow } from '@/server/db/schema/outbox';
import { parseAlipayPublicKey } from '@/server/integrations/alipay/alipay-keys';
import { createAlipayProvider } from '@/server/integrations/alipay/alipay-provider';
import { resetChatBotConfig, setChatBotConfig, type ChatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { createChatBotSender } from '@/server/integrations/chat-bot/chat-bot-sender';
import { createAliyunSmsProvider } from '@/server/integrations/sms/aliyun-sms-provider';
import { enqueueSms } from '@/server/notifications/enqueue-sms';
import { deliverDueMessages, startOutboxWorker } from '@/server/notifications/outbox-worker';
import { registerPaymentProvider } from '@/server/payments/select-provider';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createUser, GOOD_PASSWORD, nextMobile, resetAccountState, send, signIn, visitorPost, type Session } from '@tests/factories/users';
import { startFakeAlipayGateway, type FakeAlipayGateway } from '@tests/fakes/fake-alipay-gateway';
import { startFakeAliyunSms, type FakeAliyunSms } from '@tests/fakes/fake-aliyun-sms';
import { startFakeChatBot, type FakeChatBot } from '@tests/fakes/fake-chat-bot';

/*
 * A slow or failing SMS carrier, chat bot and payment gateway: local fakes speaking each
 * vendor's protocol stall, fail and come back. What a client sees: the request that queues a message
 * answers while the vendor hangs (the outbox decouples them); a payment that needs the gateway's QR code
 * answers 503 in the buyer's language within the gateway timeout, storing nothing, while everyone else
 * is served. What the database holds: failed sends wait for growing delays, and each message is sent
 * exactly once when the vendor is back. Runs on PGlite and PostgreSQL.
 */

const GENEROUS_DEADLINE_MS = 20_000;
const START = Date.parse('2026-11-24T04:00:00.000Z');
let t = START;

let sms: FakeAliyunSms;
let bot: FakeChatBot;
let gateway: FakeAlipayGateway;
let plans: KnownPlans;
const appKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021000122671080';

/** The production carrier adapter pointed at the fake, with its timeout scaled down (10 s in production). */
function carrier(timeoutMs = 10_000) {
  return createAliyunSmsProvider({
    accessKeyId: sms.accessKeyId,
    accessKeySecret: sms.accessKeySecret,
    signName: 'PartsMall',
    templates: { verificationCode: 'SMS_1', accountApproved: 'SMS_2', accountRejected: 'SMS_3', inquiryQuoted: 'SMS_4' },
    endpoint: sms.url,
    timeoutMs,
  });
}

function alipay(timeoutMs = 10_000) {
  return createAlipayProvider({
    appId: APP_ID,
    privateKey: appKeys.privateKey,
    alipayPublicKey: parseAlipayPublicKey(gateway.alipayPublicKeyPem),
    gateway: gateway.url,
    notifyUrl: 'http://127.0.0.1:9/api/pay/notify/alipay',
    timeoutMs,
  });
}

/** Resolves with the answer, or fails the test if none came before a generous deadline (nothing is timed). */
function answered<T>(promise: Promise<T>, what: string): Promise<T> {
  const deadline = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${what}: no answer within ${GENEROUS_DEADLINE_MS} ms`)), GENEROUS_DEADLINE_MS).unref(),
  );
  return Promise.race([promise, deadline]);
}

async function buyer(): Promise<Session & { id: number }> {
  const user = await createUser(await getDb());
  return { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id };
}

async function rowsTo(mobile: string): Promise<OutboxRow[]> {
  return (await getDb())
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${mobile}`)
    .orderBy(outbox.id);
}

const carrierCallsFor = (mobile: string) => sms.requests.filter((r) => r.params.PhoneNumbers === mobile);

beforeAll(async () => {
  sms = await startFakeAliyunSms();
  bot = await startFakeChatBot('wecom');
  gateway = await startFakeAlipayGateway({ appId: APP_ID, appPublicKey: appKeys.publicKey });
  await seedKnownCatalogue(await getDb());
  plans = await seedPlans();
});
afterAll(async () => {
  await sms.close();
  await bot.close();
  await gateway.close();
});
beforeEach(async () => {
  t = START;
  setClock(() => new Date(t));
  await resetAccountState();
  sms.queue.length = 0;
  bot.queue.length = 0;
  bot.fallback = 'ok';
  gateway.queue.length = 0;
});
afterEach(() => {
  resetChatBotConfig();
  resetClock();
});

describe('slow or failing SMS carrier (issue 14)', () => {
  it('while the carrier hangs, a request that queues a code answers at once; the stalled send is retried later and goes out once', async () => {
    sms.queue.push('hang');
    const stop = startOutboxWorker({ intervalMs: 50, providers: { sms: carrier() } });
    try {
      const first = nextMobile();
      expect((await visitorPost('/api/send/sms?lang=en', { username: first, issue: 'autopartsContactApply' })).body.status).toBe(200);
      // The worker took it to the carrier, which holds the call.
      await vi.waitFor(() => expect(sms.hanging()).toBe(1), { timeout: 10_000, interval: 20 });

      const second = nextMobile();
      const { body } = await answered(visitorPost('/api/send/sms?lang=zh', { username: second, issue: 'autopartsContactApply' }), 'send/sms');
      expect(body).toMatchObject({ status: 200, msg: zh.api.smsSent });
      // The carrier was still holding the first call when the buyer got that answer.
      expect(sms.hanging()).toBe(1);
      expect(await rowsTo(second)).toMatchObject([{ status: 'pending' }]);

      // The carrier's load balancer drops the stalled call (in production the adapter's 10 s timeout ends
      // it): a retryable failure with a backoff; the worker moves on to the next message.
      sms.dropHanging();
      await vi.waitFor(async () => expect((await rowsTo(second))[0]?.status).toBe('sent'), { timeout: 10_000, interval: 20 });
      await vi.waitFor(async () => expect((await rowsTo(first))[0]?.lastError).toMatch(/^network: /), { timeout: 10_000, interval: 20 });
      const [waiting] = await rowsTo(first);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(t);

      // Once the backoff has passed (business clock), the worker sends it; the carrier got it once with an OK.
      t = waiting!.nextAttemptAt.getTime() + 1;
      await vi.waitFor(async () => expect((await rowsTo(first))[0]?.status).toBe('sent'), { timeout: 10_000, interval: 20 });
      expect(carrierCallsFor(first).filter((r) => r.answer.Code === 'OK')).toHaveLength(1);
      expect(carrierCallsFor(second)).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('a carrier that times out, answers 503 and throttles: retried with growing delays, then sent exactly once', async () => {
    const db = await getDb();
    const mobile = nextMobile();
    await enqueueSms(db, { mobile, template: 'accountApproved', params: { name: '王芳' }, lang: 'zh' });
    sms.queue.push('hang', 'serverError', 'throttle', 'serverError');
    const provider = carrier(300); // the call that hangs ends at the adapter's timeout
    const delays: number[] = [];
    const errors: string[] = [];
    for (let pass = 0; pass < 4; pass++) {
      expect(await answered(deliverDueMessages(db, { providers: { sms: provider } }), 'worker pass')).toEqual({ sent: 0, failed: 1 });
      const [row] = await rowsTo(mobile);
      expect(row).toMatchObject({ status: 'pending', attempts: pass + 1 });
      delays.push(row!.nextAttemptAt.getTime() - t);
      errors.push(row!.lastError!.split(':')[0]!);
      // Not retried before its time …
      t = row!.nextAttemptAt.getTime() - 1;
      expect(await deliverDueMessages(db, { providers: { sms: provider } })).toEqual({ sent: 0, failed: 0 });
      // … and retried once it has come.
      t += 2;
    }
    expect(await deliverDueMessages(db, { providers: { sms: provider } })).toEqual({ sent: 1, failed: 0 });
    expect(errors).toEqual(['timeout', 'ServiceUnavailable', 'isv.BUSINESS_LIMIT_CONTROL', 'ServiceUnavailable']);
    // Backoff: every wait longer than the one before (10 s, 30 s, 2 min, 10 min ± 20 %).
    expect(delays[0]).toBeGreaterThanOrEqual(8_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    const [row] = await rowsTo(mobile);
    expect(row).toMatchObject({ status: 'sent', attempts: 5, lastError: null });
    const calls = carrierCallsFor(mobile);
    expect(calls).toHaveLength(5);
    expect(calls.filter((r) => r.answer.Code === 'OK')).toHaveLength(1);
  });
});

describe('slow or failing chat bot (issue 14)', () => {
  it('while the bot hangs or is down, inquiries are answered; the notices are retried with backoff and posted once each', async () => {
    const config: ChatBotConfig = { format: 'wecom', url: bot.url };
    setChatBotConfig(config);
    bot.fallback = 'hang';
    const a = await buyer();
    const stop = startOutboxWorker({ intervalMs: 50, providers: { chatBot: createChatBotSender(config, { timeoutMs: 60_000 }), sms: carrier() } });
    const inquiry = (key: string) =>
      answered(
        send('/api/inquiry?lang=en', 'POST', { ...a.headers, 'idempotency-key': `notice-${key}` }, {
          lines: [{ product: 'PAD-001', quantity: 10 }],
          contactName: '张三',
          contactMobile: '13800138000',
        }),
        'POST /api/inquiry',
      );
    try {
      expect((await inquiry('bot-1')).body.status).toBe(200);
      await vi.waitFor(() => expect(bot.requests).toHaveLength(1), { timeout: 10_000, interval: 20 });
      // The bot holds the first notice; the buyer's next inquiry is answered regardless.
      expect((await inquiry('bot-2')).body).toMatchObject({ status: 200 });
      const notices = () => db().then((d) => d.select().from(outbox).where(eq(outbox.channel, 'chatbot')).orderBy(outbox.id));
      expect(await notices()).toHaveLength(2);

      // The bot goes down hard (connections dropped, then refused), then answers 500 for a while.
      await bot.stop();
      await vi.waitFor(async () => expect((await notices()).every((n) => n.attempts >= 1 && n.lastError !== null && n.lockedUntil === null)).toBe(true), {
        timeout: 10_000,
        interval: 20,
      });
      await bot.restart();
      bot.fallback = 'ok';
      bot.queue.push('down500', 'down500');
      const firstWait = Math.max(...(await notices()).map((n) => n.nextAttemptAt.getTime())) - t;
      expect(firstWait).toBeGreaterThanOrEqual(8_000);
      // Time passes (business clock) until both are posted.
      await vi.waitFor(
        async () => {
          const rows = await notices();
          if (rows.some((n) => n.status !== 'sent')) t = Math.max(t, ...rows.map((n) => n.nextAttemptAt.getTime())) + 1;
          expect(rows.map((n) => n.status)).toEqual(['sent', 'sent']);
        },
        { timeout: 15_000, interval: 50 },
      );
      // Each notice: one failed try while the bot hung or was gone, one 500, one success — and the bot
      // saw the hung post, the two 500s and exactly one successful post per notice.
      expect((await notices()).map((n) => n.attempts)).toEqual([3, 3]);
      expect(bot.requests).toHaveLength(5);
    } finally {
      stop();
    }
  });
});

const db = () => getDb();

describe('slow or failing payment gateway (issue 14)', () => {
  const c2b = (s: Session, lang: 'en' | 'zh') => answered(send(`/api/ums/c2b?vipId=${plans.annual.id}&orderType=1&lang=${lang}`, 'GET', s.headers), 'GET /api/ums/c2b');
  const pendingOrders = async (userId: number) =>
    (await db()).select().from(membershipOrders).where(and(eq(membershipOrders.userId, userId), eq(membershipOrders.state, 'pending')));

  it('a gateway that never answers: 503 in the buyer’s language at the adapter’s timeout, nothing stored', async () => {
    registerPaymentProvider('sandbox', () => alipay(300));
    const a = await buyer();
    for (const lang of ['en', 'zh'] as const) {
      gateway.queue.push('hang');
      const { res, body, text } = await c2b(a, lang);
      expect(res.status).toBe(503);
      expect(body).toEqual({ status: 503000, msg: (lang === 'en' ? en : zh).api.paymentUnavailable, data: null });
      expect(text).not.toMatch(/\bat \S+:\d+:\d+|node_modules|stack|gateway\.do|abort/i);
    }
    expect(await pendingOrders(a.id)).toEqual([]);
  });

  it('while the gateway holds one buyer’s call, other buyers are served; a failing gateway is a 503 and the retry creates one order', async () => {
    registerPaymentProvider('sandbox', () => alipay(60_000));
    const [a, b] = [await buyer(), await buyer()];
    gateway.queue.push('hang');
    const held = c2b(a, 'en');
    await vi.waitFor(() => expect(gateway.hanging()).toBe(1), { timeout: 10_000, interval: 20 });
    // Others are not queued behind the stalled call: a read and even another order go through.
    expect((await answered(send('/api/info?lang=en', 'GET', b.headers), 'GET /api/info')).res.status).toBe(200);
    const other = await c2b(b, 'zh');
    expect(other.body.status).toBe(200);
    expect(gateway.hanging()).toBe(1); // the first buyer's call was still held meanwhile
    // The stalled call ends in a dropped connection; the SDK's one retry on a reset socket meets a 502.
    gateway.queue.push('httpError');
    gateway.dropHanging();
    expect((await held).body).toEqual({ status: 503000, msg: en.api.paymentUnavailable, data: null });
    gateway.queue.length = 0;

    // Gateway trouble of every kind is a 503 that stores nothing …
    for (const trouble of ['systemBusy', 'httpError'] as const) {
      gateway.queue.push(trouble);
      expect((await c2b(a, 'zh')).body).toEqual({ status: 503000, msg: zh.api.paymentUnavailable, data: null });
    }
    expect(await pendingOrders(a.id)).toEqual([]);
    // … and the buyer's retry once it is back gets one order with the gateway's QR code.
    const retry = await c2b(a, 'en');
    expect(retry.body.status).toBe(200);
    const orders = await pendingOrders(a.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.payUrl).toBe(gateway.trades.get(orders[0]!.orderSn)!.qrCode);
  });
});
