import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { outbox } from '@/server/db/schema/outbox';
import { resetChatBotConfig, setChatBotConfig, type ChatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { createChatBotSender } from '@/server/integrations/chat-bot/chat-bot-sender';
import { enqueueChatBotMessage } from '@/server/notifications/enqueue-chat-bot';
import { deliverDueMessages } from '@/server/notifications/outbox-worker';
import { startFakeChatBot, type FakeBotFormat, type FakeChatBot } from '@tests/fakes/fake-chat-bot';

let t = Date.parse('2026-05-01T06:00:00.000Z');
let fake: FakeChatBot | undefined;

beforeEach(async () => {
  setClock(() => new Date(t));
  await (await getDb()).execute(sql`TRUNCATE outbox RESTART IDENTITY`);
});
afterEach(async () => {
  resetChatBotConfig();
  await fake?.close();
  fake = undefined;
});
afterAll(() => resetClock());

async function setUp(format: FakeBotFormat, secret?: string) {
  fake = await startFakeChatBot(format, { secret });
  const config: ChatBotConfig = { format, url: fake.url, secret };
  setChatBotConfig(config);
  // A short timeout keeps the "bot hangs" case fast; the 5 s default is checked in the unit tests.
  // A delivery that must succeed gets a generous one, so a busy machine cannot turn "sent" into "timed out".
  return {
    fake,
    providers: { chatBot: createChatBotSender(config, { timeoutMs: 300 }) },
    patientProviders: { chatBot: createChatBotSender(config, { timeoutMs: 30_000 }) },
  };
}

async function applied() {
  const db = await getDb();
  // As the registration does it: in its own transaction, which commits whatever the bot's state.
  await db.transaction(async (tx) => {
    await enqueueChatBotMessage(tx, {
      type: 'user.applied',
      name: '王芳',
      company: '杭州汽配',
      mobile: '13712345678',
      region: '浙江省 杭州市',
      appliedAt: new Date(t),
    });
  });
}

async function onlyRow() {
  const rows = await (await getDb()).select().from(outbox);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('chat bot through the outbox (checklist row 23)', () => {
  it.each([
    ['connection refused', 'refused'],
    ['HTTP 500', 'down500'],
    ['no answer within the timeout', 'hang'],
  ] as const)('bot down (%s): message stays pending, retried later, delivered when the bot is back', async (_label, mode) => {
    const { fake, providers, patientProviders } = await setUp('wecom');
    if (mode === 'refused') await fake.stop();
    else fake.fallback = mode;
    await applied();

    const db = await getDb();
    expect(await deliverDueMessages(db, { providers })).toEqual({ sent: 0, failed: 1 });
    const pending = await onlyRow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(t);

    if (mode === 'refused') await fake.restart();
    else fake.fallback = 'ok';
    expect(await deliverDueMessages(db, { providers })).toEqual({ sent: 0, failed: 0 }); // not due yet
    t = pending.nextAttemptAt.getTime();
    expect(await deliverDueMessages(db, { providers: patientProviders })).toEqual({ sent: 1, failed: 0 });
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2, provider: 'chatbot:wecom' });
    const delivered = fake.requests.at(-1)!.body as { markdown: { content: string } };
    expect(delivered.markdown.content).toContain('137****5678');
    expect(delivered.markdown.content).not.toContain('13712345678');
  });

  it.each([
    ['feishu', 'feishu-secret'],
    ['dingtalk', 'SECdingtalk'],
    ['slack', undefined],
  ] as const)('%s: delivered through the outbox (signed when a secret is set)', async (format, secret) => {
    const { fake, patientProviders } = await setUp(format, secret);
    await applied();
    expect(await deliverDueMessages(await getDb(), { providers: patientProviders })).toEqual({ sent: 1, failed: 0 });
    expect(fake.requests[0]!.signatureValid).toBe(secret ? true : null);
    expect(JSON.stringify(fake.requests[0]!.body)).toContain('新用户申请注册');
  });

  it('without a configured bot the message waits (retryable) instead of being lost', async () => {
    setChatBotConfig({ format: 'wecom', url: 'http://127.0.0.1:9/hook' });
    await applied();
    await deliverDueMessages(await getDb(), { providers: { chatBot: null } });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('chatbot.unconfigured');
  });
});
