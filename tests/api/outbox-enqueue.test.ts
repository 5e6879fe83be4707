import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { outbox } from '@/server/db/schema/outbox';
import { resetChatBotConfig, setChatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { enqueueChatBotMessage } from '@/server/notifications/enqueue-chat-bot';
import { enqueueSms, resetPasswordLink } from '@/server/notifications/enqueue-sms';
import { listOutboxMessages } from '@/server/notifications/list-outbox-messages';

const at = new Date('2026-05-01T06:00:00.000Z');

beforeEach(async () => {
  setClock(() => at);
  await (await getDb()).execute(sql`TRUNCATE outbox RESTART IDENTITY`);
});
afterEach(() => {
  resetClock();
  resetChatBotConfig();
});
afterAll(() => resetClock());

describe('enqueueSms', () => {
  it('stores a pending row due now, with the text rendered in the message language', async () => {
    const db = await getDb();
    await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '123456' }, lang: 'en' });
    await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '654321' }, lang: 'zh' });
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ channel: 'sms', status: 'pending', attempts: 0, nextAttemptAt: at, createdAt: at });
    expect(rows[0]!.payload).toMatchObject({
      to: '13812341234',
      template: 'verificationCode',
      lang: 'en',
      text: '【PartsMall】Your verification code is 123456, valid for 5 minutes. Do not share it with anyone.',
      expiresAt: '2026-05-01T06:05:00.000Z',
    });
    expect(rows[1]!.payload.text).toBe('【PartsMall】您的验证码为654321，5分钟内有效，请勿泄露给他人。');
  });

  it('approval carries the name and the link to set the password (default link per language)', async () => {
    const db = await getDb();
    await enqueueSms(db, { mobile: '13812341234', template: 'accountApproved', params: { name: '张伟' }, lang: 'zh' });
    await enqueueSms(db, { mobile: '13812341234', template: 'accountApproved', params: { name: 'Wei' }, lang: 'en' });
    await enqueueSms(db, { mobile: '13812341234', template: 'accountRejected', params: { reason: 'Licence missing' }, lang: 'en' });
    const [rejected, approvedEn, approvedZh] = await listOutboxMessages(db, { mobile: '13812341234' });
    expect(resetPasswordLink('zh')).toBe('http://localhost:3000/user/resetPwd');
    expect(resetPasswordLink('en')).toBe('http://localhost:3000/en/user/resetPwd');
    expect(approvedZh!.text).toBe('【PartsMall】张伟，您的采购账号已审核通过，请在此设置密码：http://localhost:3000/user/resetPwd');
    expect(approvedEn!.text).toBe(
      '【PartsMall】Wei, your trade account has been approved. Set your password here: http://localhost:3000/en/user/resetPwd',
    );
    expect(rejected!.text).toBe('【PartsMall】Your trade account application was not approved. Reason: Licence missing');
  });

  it('belongs to the caller transaction: a rollback leaves no message', async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueueSms(tx, { mobile: '13812341234', template: 'verificationCode', params: { code: '111111' }, lang: 'zh' });
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');
    expect(await listOutboxMessages(db, {})).toEqual([]);
  });
});

describe('enqueueChatBotMessage', () => {
  const event = {
    type: 'user.applied' as const,
    name: '张伟',
    company: '上海汽配',
    mobile: '13812341234',
    region: '上海市 浦东新区',
    appliedAt: new Date('2026-05-01T06:03:00.000Z'),
  };

  it('skips when no webhook is configured', async () => {
    setChatBotConfig(null);
    const db = await getDb();
    await enqueueChatBotMessage(db, event);
    expect(await listOutboxMessages(db, {})).toEqual([]);
  });

  it('stores only the masked mobile and a Chinese text', async () => {
    setChatBotConfig({ format: 'wecom', url: 'http://127.0.0.1:9/hook' });
    const db = await getDb();
    await enqueueChatBotMessage(db, event);
    const [row] = await db.select().from(outbox);
    expect(JSON.stringify(row!.payload)).not.toContain('13812341234');
    const [view] = await listOutboxMessages(db, { channel: 'chatbot' });
    expect(view).toMatchObject({ channel: 'chatbot', status: 'pending', to: null, provider: null });
    expect(view!.text).toBe('新用户申请注册：张伟，上海汽配，上海市 浦东新区，138****1234，2026-05-01 14:03');
  });
});

describe('listOutboxMessages', () => {
  it('filters by mobile and channel, newest first, limited', async () => {
    setChatBotConfig({ format: 'slack', url: 'http://127.0.0.1:9/hook' });
    const db = await getDb();
    for (let i = 0; i < 5; i++) {
      await enqueueSms(db, { mobile: '13900000000', template: 'verificationCode', params: { code: `10000${i}` }, lang: 'zh' });
    }
    await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '222222' }, lang: 'zh' });
    await enqueueChatBotMessage(db, {
      type: 'user.applied',
      name: 'A',
      company: 'B',
      mobile: '13812341234',
      region: 'C',
      appliedAt: at,
    });
    const mine = await listOutboxMessages(db, { mobile: '13812341234' });
    expect(mine.map((m) => m.channel)).toEqual(['sms']);
    // The code is the recipient's: staff read the text with it masked.
    expect(mine[0]!.text).toContain('******');
    expect(mine[0]!.text).not.toContain('222222');
    const all = await listOutboxMessages(db, { mobile: '13900000000' });
    expect(all).toHaveLength(5);
    expect(all.map((m) => m.id)).toEqual(all.map((m) => m.id).sort((a, b) => b - a));
    const latest = await listOutboxMessages(db, { mobile: '13900000000', limit: 2 });
    expect(latest.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    expect((await listOutboxMessages(db, { channel: 'chatbot' })).length).toBe(1);
    expect((await listOutboxMessages(db, {})).length).toBe(7);
  });
});
