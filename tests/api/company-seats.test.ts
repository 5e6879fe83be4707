import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { giveMembership, notificationFor, postNotification, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createUser, GOOD_PASSWORD, nextMobile, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { invite, ownerSession, team, tryLogin } from '@tests/factories/company';

/* Seats follow the company's active plan: the limit at each plan, lapse and renewal (docs/decisions/0066). */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let clock = NOW;
let plans: KnownPlans;

beforeAll(async () => {
  plans = await seedPlans();
});
beforeEach(async () => {
  await resetAccountState();
  clock = NOW;
  setClock(() => new Date(clock));
});
afterEach(() => resetClock());

async function inviteMany(owner: Session, count: number) {
  for (let i = 0; i < count; i += 1) expect((await invite(owner, nextMobile(), `同事${i}`)).body.status).toBe(200);
}

describe('seat limits per plan', () => {
  it('free and Quarterly: no colleague seats; the refusal names Annual in en and zh', async () => {
    const free = await ownerSession();
    const en = await invite(free.session, nextMobile(), '李四', 'en');
    expect(en.body.status).toBe(409000);
    expect(en.body.msg).toBe('Your plan has no colleague seats. Annual membership has 3.');
    const zh = await invite(free.session, nextMobile(), '李四', 'zh');
    expect(zh.body.msg).toBe('您的套餐不含子账号席位。年度会员含 3 个。');

    const quarterly = await ownerSession();
    await giveMembership(quarterly.id, 1, new Date(NOW + 30 * DAY));
    expect((await invite(quarterly.session, nextMobile())).body.msg).toBe('Your plan has no colleague seats. Annual membership has 3.');
    expect((await team(quarterly.session)).body.data.seats).toEqual({
      limit: 0,
      used: 0,
      morePlan: { id: plans.annual.id, level: 2, title: 'Annual membership', accountLimit: 3 },
    });
  });

  it('Annual: 3 colleagues (invitations count), the 4th refused naming Enterprise', async () => {
    const owner = await ownerSession();
    await giveMembership(owner.id, 2, new Date(NOW + 300 * DAY));
    await inviteMany(owner.session, 3);
    const en = await invite(owner.session, nextMobile(), '李四', 'en');
    expect(en.body.status).toBe(409000);
    expect(en.body.msg).toBe('Your plan has 3 colleague seats, all taken. Enterprise annual membership has 20.');
    const zh = await invite(owner.session, nextMobile(), '李四', 'zh');
    expect(zh.body.msg).toBe('您的套餐含 3 个子账号席位，已全部占用。企业年度会员含 20 个。');
    const { body } = await team(owner.session, 'zh');
    expect(body.data.seats).toEqual({
      limit: 3,
      used: 3,
      morePlan: { id: plans.enterprise.id, level: 3, title: '企业年度会员', accountLimit: 20 },
    });
    expect(body.data.invitations).toHaveLength(3);
  });

  it('Enterprise: 20 colleagues, the 21st refused with no bigger plan to name', async () => {
    const owner = await ownerSession();
    await giveMembership(owner.id, 3, new Date(NOW + 300 * DAY));
    await inviteMany(owner.session, 20);
    const en = await invite(owner.session, nextMobile(), '李四', 'en');
    expect(en.body.status).toBe(409000);
    expect(en.body.msg).toBe('Your plan has 20 colleague seats, all taken.');
    expect((await invite(owner.session, nextMobile(), '李四', 'zh')).body.msg).toBe('您的套餐含 20 个子账号席位，已全部占用。');
    expect((await team(owner.session)).body.data.seats).toEqual({ limit: 20, used: 20, morePlan: null });
  });
});

describe('fewer seats, lapse and renewal', () => {
  it('past the seats the newest colleagues are suspended; after the lapse none can work; a paid Annual order brings the 3 earliest back', async () => {
    const db = await getDb();
    const owner = await ownerSession();
    await giveMembership(owner.id, 3, new Date(NOW + 10 * DAY));
    const colleagues = [];
    for (let i = 0; i < 5; i += 1) {
      const user = await createUser(db, { companyId: owner.companyId, companyRole: 'buyer', name: `同事${i}`, createdAt: new Date(NOW - (10 - i) * DAY) });
      colleagues.push({ ...user, session: await signIn(user.mobile, GOOD_PASSWORD) });
    }
    const info = (s: Session, lang = 'en') => send(`/api/info?lang=${lang}`, 'GET', s.headers);
    for (const c of colleagues) expect((await info(c.session)).body.status).toBe(200);

    // The company is now on Annual (3 seats): the two most recently joined lose theirs on their next request.
    await giveMembership(owner.id, 2, new Date(NOW + 10 * DAY));
    const newest = await info(colleagues[4]!.session);
    expect(newest.body.status).toBe(410002);
    expect(newest.body.msg).toBe(
      "Your seat in your company's account is suspended: its membership has fewer seats than colleagues. Ask your company's main account to renew, upgrade or give you a seat.",
    );
    for (const c of colleagues.slice(0, 3)) expect((await info(c.session)).body.status).toBe(200);
    const login = await tryLogin(colleagues[3]!.mobile);
    expect(login.body.status).toBe(403000);
    expect(login.body.msg).toMatch(/^Your seat in your company's account is suspended/);
    const seats = (await team(owner.session)).body.data.members.map((m: { name: string; seatState: string }) => `${m.name}:${m.seatState}`);
    expect(seats).toEqual(['张三:active', '同事0:active', '同事1:active', '同事2:active', '同事3:suspended', '同事4:suspended']);

    // The membership runs out: no seats at all.
    clock = NOW + 11 * DAY;
    for (const c of colleagues) {
      const lapsed = await tryLogin(c.mobile, GOOD_PASSWORD, 'zh');
      expect(lapsed.body.status).toBe(403000);
      expect(lapsed.body.msg).toContain('席位');
    }

    // Renewal through a real paid order: the 3 earliest joined are back, the newest 2 still wait.
    const ownerNow = await signIn(owner.mobile, GOOD_PASSWORD);
    const order = await send(`/api/ums/c2b?vipId=${plans.annual.id}&orderType=1&lang=en`, 'GET', ownerNow.headers);
    expect(order.body.status).toBe(200);
    const paid = await postNotification(await notificationFor(order.body.data.order_sn, 'success'));
    expect(paid.text).toBe('success');
    for (const c of colleagues.slice(0, 3)) expect((await tryLogin(c.mobile)).body.status).toBe(200);
    for (const c of colleagues.slice(3)) expect((await tryLogin(c.mobile)).body.status).toBe(403000);
    expect((await team(ownerNow)).body.data.seats).toMatchObject({ limit: 3, used: 3 });
  });

  it('the owner picks who keeps a seat: suspending frees one, giving one back needs a free one', async () => {
    const db = await getDb();
    const owner = await ownerSession();
    await giveMembership(owner.id, 2, new Date(NOW + 100 * DAY));
    const members = [];
    for (let i = 0; i < 3; i += 1) members.push(await createUser(db, { companyId: owner.companyId, companyRole: 'buyer', name: `同事${i}` }));
    const seat = (userId: number, value: 'active' | 'suspended', lang = 'en') =>
      send(`/api/company/member/seat?lang=${lang}`, 'POST', owner.session.headers, { userId, seat: value });

    const suspended = await seat(members[0]!.id, 'suspended');
    expect(suspended.body.status).toBe(200);
    expect(suspended.body.msg).toBe("同事0's seat is suspended: they cannot sign in until you give it back.");
    expect((await tryLogin(members[0]!.mobile)).body.status).toBe(403000);
    expect((await invite(owner.session, nextMobile())).body.status).toBe(200);
    const full = await seat(members[0]!.id, 'active');
    expect(full.body.status).toBe(409000);
    expect(full.body.msg).toBe('Your plan has 3 colleague seats, all taken. Enterprise annual membership has 20.');
    expect((await seat(members[1]!.id, 'suspended')).body.status).toBe(200);
    expect((await seat(members[0]!.id, 'active')).body.msg).toBe('同事0 has a seat again.');
    expect((await tryLogin(members[0]!.mobile)).body.status).toBe(200);
    expect((await seat(owner.id, 'suspended')).body.status).toBe(404000);
  });
});
