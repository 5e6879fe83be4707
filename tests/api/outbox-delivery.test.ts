import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { outbox } from '@/server/db/schema/outbox';
import { DeliveryError } from '@/server/integrations/delivery-error';
import { createAliyunSmsProvider } from '@/server/integrations/sms/aliyun-sms-provider';
import { createConsoleSmsProvider } from '@/server/integrations/sms/console-sms-provider';
import type { SmsProvider } from '@/server/integrations/sms/sms-provider';
import { enqueueSms } from '@/server/notifications/enqueue-sms';
import { listOutboxMessages } from '@/server/notifications/list-outbox-messages';
import { deliverDueMessages } from '@/server/notifications/outbox-worker';
import { MAX_ATTEMPTS, retryDelayMs } from '@/server/notifications/retry-schedule';
import { startFakeAliyunSms, type FakeAliyunSms } from '@tests/fakes/fake-aliyun-sms';

let t = Date.parse('2026-05-01T06:00:00.000Z');
const advance = (ms: number) => {
  t += ms;
};
let fake: FakeAliyunSms;
let aliyun: SmsProvider;

beforeAll(async () => {
  fake = await startFakeAliyunSms();
  aliyun = createAliyunSmsProvider({
    accessKeyId: fake.accessKeyId,
    accessKeySecret: fake.accessKeySecret,
    signName: 'PartsMall',
    templates: { verificationCode: 'SMS_1', accountApproved: 'SMS_2', accountRejected: 'SMS_3' },
    endpoint: fake.url,
  });
});
afterAll(async () => {
  resetClock();
  await fake.close();
});
beforeEach(async () => {
  setClock(() => new Date(t));
  fake.queue.length = 0;
  await (await getDb()).execute(sql`TRUNCATE outbox RESTART IDENTITY`);
});

const code = (mobile = '13812341234', value = '123456') =>
  ({ mobile, template: 'verificationCode', params: { code: value }, lang: 'zh' }) as const;

async function onlyRow() {
  const rows = await (await getDb()).select().from(outbox);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('deliverDueMessages', () => {
  it('console carrier: sent, provider and id recorded; staff views mask the code (it is in the server log only)', async () => {
    const db = await getDb();
    await enqueueSms(db, code());
    expect(await deliverDueMessages(db, { providers: { sms: createConsoleSmsProvider() } })).toEqual({ sent: 1, failed: 0 });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider: 'console', sentAt: new Date(t), lockedUntil: null });
    expect(row.providerMessageId).toMatch(/^console-/);
    const [view] = await listOutboxMessages(db, { mobile: '13812341234' });
    expect(view!.text).toBe('【PartsMall】您的验证码为******，5分钟内有效，请勿泄露给他人。');
    expect(await deliverDueMessages(db, { providers: { sms: createConsoleSmsProvider() } })).toEqual({ sent: 0, failed: 0 });
  });

  it('Alibaba carrier: sent with the BizId, and the code is scrubbed from the stored message', async () => {
    const db = await getDb();
    await enqueueSms(db, code());
    await deliverDueMessages(db, { providers: { sms: aliyun } });
    const row = await onlyRow();
    expect(row.status).toBe('sent');
    expect(row.provider).toBe('aliyun');
    expect(row.providerMessageId).toBe(fake.requests.at(-1)!.answer.BizId);
    expect(JSON.parse(fake.requests.at(-1)!.params.TemplateParam!)).toEqual({ code: '123456' });
    expect(JSON.stringify(row.payload)).not.toContain('123456');
    const [view] = await listOutboxMessages(db, {});
    expect(view!.text).toBe('【PartsMall】您的验证码为******，5分钟内有效，请勿泄露给他人。');
  });

  it('throttled → pending with a backoff, then sent once the clock passes it', async () => {
    const db = await getDb();
    await enqueueSms(db, code());
    fake.queue.push('throttle');
    expect(await deliverDueMessages(db, { providers: { sms: aliyun } })).toEqual({ sent: 0, failed: 1 });
    let row = await onlyRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('isv.BUSINESS_LIMIT_CONTROL');
    const wait = row.nextAttemptAt.getTime() - t;
    expect(wait).toBeGreaterThanOrEqual(8_000);
    expect(wait).toBeLessThanOrEqual(12_000);
    expect(await deliverDueMessages(db, { providers: { sms: aliyun } })).toEqual({ sent: 0, failed: 0 });
    advance(wait);
    expect(await deliverDueMessages(db, { providers: { sms: aliyun } })).toEqual({ sent: 1, failed: 0 });
    row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a permanent error (illegal number) → dead at once, code scrubbed', async () => {
    const db = await getDb();
    await enqueueSms(db, code('12345'));
    await deliverDueMessages(db, { providers: { sms: aliyun } });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row.lastError).toContain('isv.MOBILE_NUMBER_ILLEGAL');
    expect(JSON.stringify(row.payload)).not.toContain('123456');
  });

  it('a verification code that could not go out within its 5 minutes is dropped, not sent late', async () => {
    const db = await getDb();
    await enqueueSms(db, code());
    advance(5 * 60_000 + 1);
    let calls = 0;
    const counting: SmsProvider = { ...createConsoleSmsProvider(), send: async () => ({ messageId: String(++calls) }) };
    await deliverDueMessages(db, { providers: { sms: counting } });
    expect(calls).toBe(0);
    expect(await onlyRow()).toMatchObject({ status: 'dead' });
    expect((await onlyRow()).lastError).toContain('expired');
  });

  it('retries with growing delays for about a day, then marks the message dead after 12 attempts', async () => {
    const db = await getDb();
    await enqueueSms(db, { mobile: '13812341234', template: 'accountRejected', params: { reason: 'x' }, lang: 'en' });
    const start = t;
    let calls = 0;
    const failing: SmsProvider = {
      name: 'flaky',
      keepsCodeReadable: false,
      send: async () => {
        calls += 1;
        throw new DeliveryError('isp.SYSTEM_ERROR', 'down', { retryable: true });
      },
    };
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      await deliverDueMessages(db, { providers: { sms: failing }, random: () => 0.5 });
      const row = await onlyRow();
      if (row.status === 'dead') break;
      waits.push(row.nextAttemptAt.getTime() - t);
      t = row.nextAttemptAt.getTime();
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await onlyRow()).toMatchObject({ status: 'dead', attempts: 12 });
    expect(waits.slice(0, 5)).toEqual([10_000, 30_000, 120_000, 600_000, 1_800_000]);
    const hours = (t - start) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(26);
  });

  it('jitter stays within ±20 % and delays never shrink', () => {
    for (let n = 1; n <= 11; n++) {
      expect(retryDelayMs(n, () => 0)).toBeGreaterThanOrEqual(retryDelayMs(Math.max(1, n - 1), () => 0));
      expect(retryDelayMs(n, () => 1) / retryDelayMs(n, () => 0.5)).toBeCloseTo(1.2, 5);
    }
  });

  it('an unexpected provider exception counts as retryable', async () => {
    const db = await getDb();
    await enqueueSms(db, code());
    const broken: SmsProvider = { ...createConsoleSmsProvider(), send: () => Promise.reject(new TypeError('boom')) };
    await deliverDueMessages(db, { providers: { sms: broken } });
    expect(await onlyRow()).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('a message that keeps crashing the worker (claimed, never recorded) ends dead without another send', async () => {
    const db = await getDb();
    await enqueueSms(db, code());
    await db.update(outbox).set({ attempts: MAX_ATTEMPTS }).where(eq(outbox.id, 1));
    let calls = 0;
    const counting: SmsProvider = { ...createConsoleSmsProvider(), send: async () => ({ messageId: String(++calls) }) };
    await deliverDueMessages(db, { providers: { sms: counting } });
    expect(calls).toBe(0);
    expect(await onlyRow()).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS + 1 });
  });
});
