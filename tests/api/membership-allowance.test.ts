import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { dailyAllowanceUsage, inquiries, membershipPlans } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { subAccountLimit } from '@/server/membership/account-limit';
import { consumeDailyAllowance } from '@/server/membership/daily-allowance';
import { contact, inquiryProduct, postInquiry, signedInBuyer } from '@tests/factories/inquiries';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { resetAccountState, send } from '@tests/factories/users';

/*
 * memo_per_day kept (docs/decisions/0022-membership-promises.md): inquiries per China day by plan,
 * FREE_DAILY_INQUIRIES without one, a translated refusal naming the reset (Asia/Shanghai midnight),
 * and /api/info reporting what is left.
 */

const NOW = Date.parse('2026-11-24T15:30:00.000Z'); // 23:30 in China
const NEXT_CHINA_MIDNIGHT = '2026-11-24T16:00:00.000Z';
const DAY = 86_400_000;
let plans: KnownPlans;

beforeAll(async () => {
  plans = await seedPlans();
  await inquiryProduct({ skuCode: 'ALW-1' });
  // A small plan so the limit is reached in a few requests.
  await (await getDb()).update(membershipPlans).set({ perDayLimit: 3 }).where(eq(membershipPlans.id, plans.quarterly.id));
});
beforeEach(async () => {
  await resetAccountState();
  setClock(() => new Date(NOW));
});
afterEach(() => resetClock());

const inquire = (b: Awaited<ReturnType<typeof signedInBuyer>>, lang = 'en') =>
  postInquiry(b, { lines: [{ product: 'ALW-1', quantity: 10 }], ...contact }, { query: `lang=${lang}` });
const info = async (b: Awaited<ReturnType<typeof signedInBuyer>>) => (await send('/api/info', 'GET', b.headers)).body.data.dailyAllowance;

describe('daily inquiry allowance', () => {
  it("a member's plan limit: the 4th inquiry of the day is refused with the reset time; the next China day it works again", async () => {
    const b = await signedInBuyer();
    await giveMembership(b.id, 1, new Date(NOW + 30 * DAY));
    expect(await info(b)).toEqual({ limit: 3, used: 0, remaining: 3, resetsAt: NEXT_CHINA_MIDNIGHT });
    for (let i = 0; i < 3; i++) expect((await inquire(b)).res.status).toBe(200);
    expect(await info(b)).toEqual({ limit: 3, used: 3, remaining: 0, resetsAt: NEXT_CHINA_MIDNIGHT });
    const refused = await inquire(b);
    expect(refused.res.status).toBe(429);
    expect(refused.body).toMatchObject({
      status: 429000,
      msg: "You have used today's 3 inquiries. Your allowance resets at 2026-11-25 00:00 (China time); upgrade your membership for more.",
    });
    expect((await inquire(b, 'zh')).body.msg).toBe('今日 3 次询价已用完，额度将于 2026-11-25 00:00（北京时间）重置；升级会员可获得更多额度。');
    const db = await getDb();
    expect(await db.select().from(inquiries).where(eq(inquiries.userId, b.id))).toHaveLength(3);
    // 00:00 in China: a new day.
    setClock(() => new Date(NEXT_CHINA_MIDNIGHT));
    expect((await inquire(b)).res.status).toBe(200);
    expect(await info(b)).toMatchObject({ limit: 3, used: 1, remaining: 2 });
  });

  it('an idempotent replay costs nothing; 10 concurrent new inquiries at the limit let exactly the remainder through', async () => {
    const b = await signedInBuyer();
    await giveMembership(b.id, 1, new Date(NOW + 30 * DAY));
    const key = 'allowance-replay-1';
    const body = { lines: [{ product: 'ALW-1', quantity: 10 }], ...contact };
    await postInquiry(b, body, { key });
    await postInquiry(b, body, { key });
    expect((await info(b)).used).toBe(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => inquire(b)));
    expect(answers.filter((a) => a.res.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.res.status === 429)).toHaveLength(8);
  });

  it('without an active plan the free tier applies (also once a membership has run out); unlimited plans report null', async () => {
    const free = await signedInBuyer();
    expect(await info(free)).toMatchObject({ limit: env.FREE_DAILY_INQUIRIES, used: 0 });
    // Used up all but one today (as if sent earlier).
    await (await getDb()).insert(dailyAllowanceUsage).values({ userId: free.id, kind: 'inquiry', day: '2026-11-24', used: env.FREE_DAILY_INQUIRIES - 1 });
    expect((await inquire(free)).res.status).toBe(200);
    expect((await inquire(free)).res.status).toBe(429);
    const lapsed = await signedInBuyer();
    await giveMembership(lapsed.id, 3, new Date(NOW - 1));
    expect((await info(lapsed)).limit).toBe(env.FREE_DAILY_INQUIRIES);
    const enterprise = await signedInBuyer();
    await giveMembership(enterprise.id, 3, new Date(NOW + DAY));
    expect(await info(enterprise)).toMatchObject({ limit: null, remaining: null });
    expect((await inquire(enterprise)).res.status).toBe(200);
    expect((await info(enterprise)).used).toBe(1);
  });

  it('searches count apart at ten times the plan limit (for the search feature to call)', async () => {
    const b = await signedInBuyer();
    await giveMembership(b.id, 1, new Date(NOW + DAY));
    const db = await getDb();
    for (let i = 0; i < 30; i++) await consumeDailyAllowance(db, b.id, 'search');
    await expect(consumeDailyAllowance(db, b.id, 'search')).rejects.toBeInstanceOf(DomainError);
    expect((await info(b)).used).toBe(0);
  });
});

describe('memo_account', () => {
  it('the sub-account limit follows the active plan (0 without one)', async () => {
    const db = await getDb();
    const b = await signedInBuyer();
    expect(await subAccountLimit(db, b.id, new Date(NOW))).toBe(0);
    await giveMembership(b.id, 2, new Date(NOW + DAY));
    expect(await subAccountLimit(db, b.id, new Date(NOW))).toBe(3);
    expect(await subAccountLimit(db, b.id, new Date(NOW + 2 * DAY))).toBe(0);
  });
});
