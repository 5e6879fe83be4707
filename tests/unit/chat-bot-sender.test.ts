import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createChatBotSender } from '@/server/integrations/chat-bot/chat-bot-sender';
import { DeliveryError } from '@/server/integrations/delivery-error';
import type { ChatBotPayload } from '@/server/notifications/outbox-payload';
import { startFakeChatBot, type FakeBotFormat, type FakeChatBot } from '@tests/fakes/fake-chat-bot';

const payload: ChatBotPayload = {
  type: 'user.applied',
  name: '李娜',
  company: '广州配件',
  region: '广东省 广州市',
  maskedMobile: '139****5678',
  appliedAt: '2026-05-01T06:03:00.000Z',
  text: '',
};

const bots: FakeChatBot[] = [];
async function bot(format: FakeBotFormat, secret?: string) {
  const fake = await startFakeChatBot(format, { secret });
  bots.push(fake);
  return fake;
}
afterAll(async () => {
  await Promise.all(bots.map((b) => b.close()));
});
afterEach(() => vi.restoreAllMocks());

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeliveryError);
  return err as DeliveryError;
}

describe('chat-bot sender against local fake webhooks', () => {
  it.each(['wecom', 'feishu', 'dingtalk', 'slack'] as const)(
    '%s: delivered, success judged the vendor way',
    async (format) => {
      const fake = await bot(format);
      const sender = createChatBotSender({ format, url: fake.url });
      const { messageId } = await sender.send(payload);
      expect(messageId).toMatch(new RegExp(`^${format}-`));
      expect(sender.name).toBe(`chatbot:${format}`);
      expect(fake.requests).toHaveLength(1);
      expect(JSON.stringify(fake.requests[0]!.body)).toContain('139****5678');
    },
  );

  it.each(['feishu', 'dingtalk'] as const)(
    '%s: the signature verifies at the fake; a wrong secret is refused',
    async (format) => {
      const fake = await bot(format, 'SEC-right');
      await createChatBotSender({ format, url: fake.url, secret: 'SEC-right' }).send(payload);
      expect(fake.requests[0]!.signatureValid).toBe(true);
      const err = await failure(
        createChatBotSender({ format, url: fake.url, secret: 'SEC-wrong' }).send(payload),
      );
      expect(fake.requests[1]!.signatureValid).toBe(false);
      expect(err.retryable).toBe(false);
    },
  );

  it('uses a 5 s timeout by default', async () => {
    const fake = await bot('wecom');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await createChatBotSender({ format: 'wecom', url: fake.url }).send(payload);
    expect(timeout).toHaveBeenCalledWith(5_000);
  });

  it('bot down: 500, connection refused and a hanging bot are retryable', async () => {
    const fake = await bot('wecom');
    // Only the hanging case gets the short timeout: on a busy machine an answer can take longer than 300 ms.
    const impatient = createChatBotSender({ format: 'wecom', url: fake.url }, { timeoutMs: 300 });
    const sender = createChatBotSender({ format: 'wecom', url: fake.url }, { timeoutMs: 30_000 });
    fake.queue.push('down500', 'hang');
    expect(await failure(sender.send(payload))).toMatchObject({ code: 'http.500', retryable: true });
    expect(await failure(impatient.send(payload))).toMatchObject({ code: 'timeout', retryable: true });
    await fake.stop();
    expect(await failure(sender.send(payload))).toMatchObject({ code: 'network', retryable: true });
    await fake.restart();
    await expect(sender.send(payload)).resolves.toHaveProperty('messageId');
  });

  it('a redirect is a failure and is not followed', async () => {
    const fake = await bot('dingtalk');
    fake.queue.push('redirect');
    const err = await failure(createChatBotSender({ format: 'dingtalk', url: fake.url }).send(payload));
    expect(err).toMatchObject({ code: 'redirect', retryable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('vendor rate limits are retryable, other vendor errors permanent', async () => {
    for (const format of ['wecom', 'feishu', 'dingtalk', 'slack'] as const) {
      const fake = await bot(format);
      fake.queue.push('rateLimited', 'vendorError');
      const sender = createChatBotSender({ format, url: fake.url });
      expect((await failure(sender.send(payload))).retryable, `${format} rate limit`).toBe(true);
      expect((await failure(sender.send(payload))).retryable, `${format} error`).toBe(false);
    }
  });
});
