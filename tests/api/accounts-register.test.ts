import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { auditLog, companies, outbox, users } from '@/server/db/schema';
import { resetChatBotConfig, setChatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { deliverDueMessages } from '@/server/notifications/deliver-due-messages';
import {
  createUser,
  nextMobile,
  REGION,
  requestCode,
  resetAccountState,
  visitorPost,
} from '@tests/factories/users';

beforeEach(async () => {
  await resetAccountState();
  setChatBotConfig({ format: 'wecom', url: 'http://127.0.0.1:9/never-answers' });
});
afterEach(() => resetChatBotConfig());

function payload(mobile: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    mobile,
    smsContent: code,
    name: '李四',
    duty: 'operator',
    operatorGroupName: '宁波测试汽配有限公司',
    ...REGION,
    gmvLevelCode: 'A',
    businessYearCode: 'A',
    ...extra,
  };
}

/** The account a registration created, with its company. */
async function registered(mobile: string) {
  return (await getDb())
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.mobile, mobile));
}

describe('POST /api/reg', () => {
  it('creates a pending buyer without a password and says it awaits approval', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    const { res, body } = await visitorPost('/api/reg?lang=en', payload(mobile, code));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      status: 200,
      msg: expect.stringMatching(/awaits approval/),
      data: { status: 'pending' },
    });
    const [row] = await registered(mobile);
    // The applicant owns a new company, which holds the business's name, region and bands.
    expect(row?.user).toMatchObject({
      name: '李四',
      duty: 'operator',
      role: 'buyer',
      status: 'pending',
      passwordHash: null,
      companyRole: 'owner',
      seatState: 'active',
    });
    expect(row?.company).toMatchObject({
      name: '宁波测试汽配有限公司',
      membershipLevel: 0,
      status: 'active',
      provinceCode: REGION.province,
      cityCode: REGION.city,
      districtCode: REGION.district,
      gmvLevelCode: 'A',
      businessYearCode: 'A',
    });
  });

  it('keeps what the form collected: position, annual sales and experience bands', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    const { body } = await visitorPost(
      '/api/reg',
      payload(mobile, code, { position: '采购经理', annualSales: 'C', experienceYears: 'B' }),
    );
    expect(body.status).toBe(200);
    const [row] = await registered(mobile);
    expect(row?.user).toMatchObject({ position: '采购经理' });
    expect(row?.company).toMatchObject({ gmvLevelCode: 'C', businessYearCode: 'B' });
  });

  it("the spec's gmvLevelCode and businessYearCode are 'A' and nothing else; the bands come from the form's fields", async () => {
    for (const extra of [{ gmvLevelCode: 'C' }, { businessYearCode: 'D' }, { gmvLevelCode: 'B', annualSales: 'B' }]) {
      const mobile = nextMobile();
      const code = (await requestCode(mobile))!;
      const { body } = await visitorPost('/api/reg?lang=en', payload(mobile, code, extra));
      expect(body.status, JSON.stringify(extra)).toBe(400001);
      expect(body.errors?.[0]?.path, JSON.stringify(extra)).toBe(Object.keys(extra)[0]);
      expect(await registered(mobile)).toHaveLength(0);
    }
    // Left out, they are the spec's 'A'; the buyer's bands still reach the company.
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    const { gmvLevelCode: _g, businessYearCode: _b, ...rest } = payload(mobile, code, { annualSales: 'D', experienceYears: 'C' });
    expect((await visitorPost('/api/reg', rest)).body.status).toBe(200);
    const [row] = await registered(mobile);
    expect(row?.company).toMatchObject({ gmvLevelCode: 'D', businessYearCode: 'C' });
  });

  it('queues the "new user applied" chat-bot message with the account, masked (row 23)', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    await visitorPost('/api/reg', payload(mobile, code));
    const rows = await (await getDb()).select().from(outbox).where(eq(outbox.channel, 'chatbot'));
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]!.payload);
    expect(text).toContain('李四');
    expect(text).toContain('广东省 深圳市 南山区');
    expect(text).not.toContain(mobile);
    expect(text).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('succeeds while the bot is down; the message stays queued for a retry (row 23)', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    expect((await visitorPost('/api/reg', payload(mobile, code))).body.status).toBe(200);
    const db = await getDb();
    // The webhook points at a closed port: delivery fails and is scheduled again.
    const result = await deliverDueMessages(db);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.channel, 'chatbot'));
    expect(row?.status).toBe('pending');
    const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
    expect(user?.status).toBe('pending');
  });

  it('records the applicant language for the approval SMS', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    await visitorPost('/api/reg?lang=en', payload(mobile, code));
    const [user] = await (await getDb()).select().from(users).where(eq(users.mobile, mobile));
    const [audit] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user!.id), eq(auditLog.action, 'user.register')));
    expect(audit?.details).toEqual({ lang: 'en' });
  });

  it('refuses an unknown region without using up the code', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    const bad = await visitorPost(
      '/api/reg?lang=en',
      payload(mobile, code, { province: '440000', city: '110100', district: '' }),
    );
    expect(bad.body).toMatchObject({ status: 400001, errors: [{ path: 'province' }] });
    expect((await visitorPost('/api/reg', payload(mobile, code))).body.status).toBe(200);
  });

  it('validates the spec form: required fields, phone pattern, fixed duty, strict payload', async () => {
    const mobile = nextMobile();
    for (const broken of [
      { name: '' },
      { operatorGroupName: '' },
      { mobile: '12345678901' },
      { smsContent: '12345' },
      { province: '' },
      { duty: 'owner' },
      { gmvLevelCode: 'Z' },
      { role: 'admin' },
      { status: 'approved' },
    ]) {
      expect(
        (await visitorPost('/api/reg', payload(mobile, '123456', broken))).body.status,
        JSON.stringify(broken),
      ).toBe(400001);
    }
    expect(await (await getDb()).select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('a wrong code fails; an already registered number cannot even get a code', async () => {
    const db = await getDb();
    const existing = await createUser(db);
    expect(await requestCode(existing.mobile)).toBeNull();
    const { body } = await visitorPost('/api/reg?lang=en', payload(existing.mobile, '123456'));
    expect(body).toMatchObject({ status: 400001, errors: [{ path: 'smsContent' }] });
  });

  it('duplicate mobile with a valid code (a race) → 409000 translated', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    // Someone else's row appears between the code and the form.
    await createUser(await getDb(), { mobile });
    const { res, body } = await visitorPost('/api/reg?lang=zh', payload(mobile, code));
    expect(res.status).toBe(409);
    expect(body).toMatchObject({ status: 409000, msg: '该手机号已注册。' });
  });
});
