import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { companies, membershipReminders } from '@/server/db/schema';
import { sendRenewalReminders } from '@/server/membership/renewal-reminders';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createPlan } from '@tests/factories/orders';
import { joinByInvitation } from '@tests/factories/company';
import { createUser, GOOD_PASSWORD, send, signIn, smsFor, type Session } from '@tests/factories/users';

/*
 * Renewal reminders (docs/decisions/0067-member-entitlements.md): an SMS to the owner through the
 * outbox 30 and 7 days before the membership ends, once per term each, on plans that grant them; and
 * the owner's banner data on /api/info in that window. Time moves with the server clock.
 */

const START = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let plans: KnownPlans;
let clock = START;
const at = (ms: number) => {
  clock = ms;
};

beforeAll(async () => {
  plans = await seedPlans();
});
beforeEach(() => {
  at(START);
  setClock(() => new Date(clock));
});
afterEach(() => resetClock());

type Owner = { id: number; mobile: string; session: Session; companyId: number };

/** An owner (signed in now) whose company's membership of `level` ends `daysLeft` days from now. */
async function ownerEndingIn(daysLeft: number, level = plans.annual.level): Promise<Owner & { endsAt: Date }> {
  const user = await createUser(await getDb());
  const endsAt = new Date(clock + daysLeft * DAY);
  await giveMembership(user.id, level, endsAt);
  return { id: user.id, mobile: user.mobile, companyId: user.companyId!, session: await signIn(user.mobile, GOOD_PASSWORD), endsAt };
}

const run = async () => sendRenewalReminders(await getDb());
const remindersTo = async (mobile: string) => (await smsFor(mobile)).filter((m) => m.template === 'renewalReminder');
const info = async (s: Session, lang = 'en') => (await send(`/api/info?lang=${lang}`, 'GET', s.headers)).body.data;

describe('the SMS, 30 and 7 days before the end', () => {
  it('31 days before: nothing; 30 days before: one SMS to the owner naming the plan, the end and the renewal price', async () => {
    const owner = await ownerEndingIn(31);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(0);

    at(START + 1 * DAY);
    await run();
    const sms = await remindersTo(owner.mobile);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.params).toMatchObject({ plan: '年度会员', price: '¥2,999.00' });
    expect(sms[0]!.text).toContain('年度会员');
    expect(sms[0]!.text).toContain('¥2,999.00');
    expect(sms[0]!.text).toContain('2026年12月25日');
  });

  it('running the job twice, and twice at once, sends once', async () => {
    const owner = await ownerEndingIn(29);
    await run();
    await run();
    await Promise.all([run(), run()]);
    expect(await remindersTo(owner.mobile)).toHaveLength(1);
  });

  it('two passes at once with nothing sent yet: one SMS, one claim', async () => {
    const owner = await ownerEndingIn(20);
    const results = await Promise.all([run(), run(), run()]);
    expect(await remindersTo(owner.mobile)).toHaveLength(1);
    const claims = await (await getDb()).select().from(membershipReminders).where(eq(membershipReminders.companyId, owner.companyId));
    expect(claims).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1);
  });

  it('7 days before: a second SMS, then no more for that term', async () => {
    const owner = await ownerEndingIn(30);
    await run();
    at(START + 10 * DAY);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(1);
    at(START + 23 * DAY);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(2);
    at(START + 29 * DAY);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(2);
  });

  it('a term first seen inside 7 days gets the 7-day reminder only (never two at once)', async () => {
    const owner = await ownerEndingIn(5);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(1);
    const [claim] = await (await getDb()).select().from(membershipReminders).where(eq(membershipReminders.companyId, owner.companyId));
    expect(claim!.daysBefore).toBe(7);
  });

  it('after a renewal (the end moves) the new term reminds again', async () => {
    const owner = await ownerEndingIn(30);
    await run();
    at(START + 23 * DAY);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(2);
    // Renewed: another year on top of the old end.
    await giveMembership(owner.id, plans.annual.level, new Date(owner.endsAt.getTime() + 365 * DAY));
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(2);
    at(owner.endsAt.getTime() + 335 * DAY);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(3);
    at(owner.endsAt.getTime() + 358 * DAY);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(4);
  });

  it('a plan without renewal reminders sends nothing', async () => {
    const plain = await createPlan(await getDb(), { level: 7, title: { zh: '基础会员', en: 'Basic membership' }, renewalReminders: 0 });
    const owner = await ownerEndingIn(10, plain.level);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(0);
    expect((await info(owner.session)).renewalReminder).toBeNull();
  });

  it('a lapsed membership sends nothing', async () => {
    const owner = await ownerEndingIn(-1);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(0);
  });

  it('goes to the owner only, not to colleagues', async () => {
    const owner = await ownerEndingIn(30);
    const colleague = await joinByInvitation(owner.session);
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(1);
    expect(await remindersTo(colleague)).toHaveLength(0);
  });

  it('a disabled company is not texted', async () => {
    const owner = await ownerEndingIn(30);
    await (await getDb()).update(companies).set({ status: 'disabled' }).where(and(eq(companies.id, owner.companyId)));
    await run();
    expect(await remindersTo(owner.mobile)).toHaveLength(0);
  });
});

describe('the banner data on /api/info', () => {
  it('appears only within 30 days of the end, for the owner, with the plan, the end and the renewal price', async () => {
    const owner = await ownerEndingIn(31);
    expect((await info(owner.session)).renewalReminder).toBeNull();

    // A session ends after its idle minutes: the owner signs in again on the later day.
    at(START + 2 * DAY);
    const later = await signIn(owner.mobile, GOOD_PASSWORD);
    expect((await info(later)).renewalReminder).toEqual({
      planLevel: plans.annual.level,
      planTitle: 'Annual membership',
      endsAt: owner.endsAt.toISOString(),
      priceFen: 299_900,
    });
    expect((await info(later, 'zh')).renewalReminder).toMatchObject({ planTitle: '年度会员' });

    at(owner.endsAt.getTime() + 1000);
    expect((await info(await signIn(owner.mobile, GOOD_PASSWORD))).renewalReminder).toBeNull();
  });

  it('a colleague of the same company gets none', async () => {
    const owner = await ownerEndingIn(20);
    const mobile = await joinByInvitation(owner.session);
    const colleague = await signIn(mobile, GOOD_PASSWORD);
    expect((await info(owner.session)).renewalReminder).not.toBeNull();
    const theirs = await info(colleague);
    expect(theirs.companyRole).toBe('buyer');
    expect(theirs.renewalReminder).toBeNull();
  });

  it('a buyer without a membership gets none', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    expect((await info(s)).renewalReminder).toBeNull();
  });
});

describe('the plan in force on /api/info', () => {
  it("names the company's plan in both languages while it lasts, for the owner and a colleague; none once it lapses or without one", async () => {
    const owner = await ownerEndingIn(40);
    const title = { zh: '年度会员', en: 'Annual membership' };
    expect((await info(owner.session)).membershipPlanTitle).toEqual(title);
    const colleague = await signIn(await joinByInvitation(owner.session), GOOD_PASSWORD);
    expect((await info(colleague, 'zh')).membershipPlanTitle).toEqual(title);

    const free = await createUser(await getDb());
    expect((await info(await signIn(free.mobile, GOOD_PASSWORD))).membershipPlanTitle).toBeNull();

    at(owner.endsAt.getTime() + 1000);
    expect((await info(await signIn(owner.mobile, GOOD_PASSWORD))).membershipPlanTitle).toBeNull();
  });
});
