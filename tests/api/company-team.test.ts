import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { companyInvitations, invoiceTitles, membershipOrders, users } from '@/server/db/schema';
import { giveMembership, orderRow, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createUser, GOOD_PASSWORD, nextMobile, resetAccountState, send, signIn } from '@tests/factories/users';
import { invite, joinByInvitation, ownerSession, team, tryLogin } from '@tests/factories/company';

/* The owner's team: what only the owner may do, removal and transfer of ownership (docs/decisions/0066). */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let plans: KnownPlans;

beforeAll(async () => {
  plans = await seedPlans();
});
beforeEach(async () => {
  await resetAccountState();
  setClock(() => new Date(NOW));
});
afterEach(() => resetClock());

async function annualTeam() {
  const owner = await ownerSession();
  await giveMembership(owner.id, 2, new Date(NOW + 300 * DAY));
  const mobile = await joinByInvitation(owner.session, '李四');
  const [row] = await (await getDb()).select().from(users).where(eq(users.mobile, mobile));
  return { owner, colleague: { ...row!, session: await signIn(mobile, GOOD_PASSWORD) } };
}

describe('owner-only routes', () => {
  it('a colleague gets 403 ownerOnly on every one of them, and nothing changes', async () => {
    const db = await getDb();
    const { owner, colleague } = await annualTeam();
    const order = await send(`/api/ums/c2b?vipId=${plans.enterprise.id}&orderType=1&lang=en`, 'GET', owner.session.headers);
    const sn: string = order.body.data.order_sn;
    const invited = await invite(owner.session, nextMobile());
    const other = await createUser(db, { companyId: owner.companyId, companyRole: 'buyer', name: '王五' });
    const before = JSON.stringify((await team(owner.session)).body.data);

    const calls: [string, string, unknown?][] = [
      ['GET', '/api/company/team'],
      ['POST', '/api/company/invite', { mobile: nextMobile(), name: '赵六' }],
      ['POST', '/api/company/invitation/revoke', { id: invited.body.data.id }],
      ['POST', '/api/company/member/remove', { userId: other.id }],
      ['POST', '/api/company/member/seat', { userId: other.id, seat: 'suspended' }],
      ['POST', '/api/company/transfer', { userId: colleague.id, password: GOOD_PASSWORD }],
      ['GET', `/api/ums/c2b?vipId=${plans.annual.id}&orderType=1`],
      ['GET', `/api/ums/upg?vipId=${plans.enterprise.id}`],
      ['POST', `/api/ums/c2b/cancel?sn=${sn}`],
      ['GET', '/api/get/level/order'],
      ['GET', '/api/invoice/title/list'],
      ['POST', '/api/invoice/title/add', { kind: 'personal', name: '李四' }],
      ['POST', '/api/invoice/title/default/1'],
      ['DELETE', '/api/invoice/title/1'],
      ['POST', '/api/invoice/add', { orderSn: sn, titleId: 1, type: 'normal', email: 'a@example.com' }],
      ['GET', '/api/invoice/list'],
      ['GET', '/api/invoice/statistics'],
      ['GET', '/api/invoice/orders'],
      ['GET', '/api/invoice/1/pdf'],
    ];
    for (const [method, path, body] of calls) {
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=en`;
      const answer = await send(url, method, colleague.session.headers, body);
      expect(answer.res.status, `${method} ${path}`).toBe(403);
      expect(answer.body.status, `${method} ${path}`).toBe(403000);
      expect(answer.body.msg, `${method} ${path}`).toBe("Only your company's main account can do this.");
    }
    expect(JSON.stringify((await team(owner.session)).body.data)).toBe(before);
    expect((await orderRow(sn)).state).toBe('pending');
    const [orders] = await db.select({ n: count() }).from(membershipOrders).where(eq(membershipOrders.companyId, owner.companyId!));
    expect(orders!.n).toBe(1);
    const [titles] = await db.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.companyId, owner.companyId!));
    expect(titles!.n).toBe(0);
    const [invitations] = await db.select({ n: count() }).from(companyInvitations).where(eq(companyInvitations.companyId, owner.companyId!));
    expect(invitations!.n).toBe(2); // the accepted one and the open one: none added, none revoked
    expect((await tryLogin(other.mobile)).body.status).toBe(200);
  });
});

describe('removing a colleague', () => {
  it("ends the colleague's sessions at once (410002), keeps them out, and keeps the number taken", async () => {
    const { owner, colleague } = await annualTeam();
    expect((await send('/api/info?lang=en', 'GET', colleague.session.headers)).body.status).toBe(200);
    const removed = await send('/api/company/member/remove?lang=en', 'POST', owner.session.headers, { userId: colleague.id });
    expect(removed.body.status).toBe(200);
    expect(removed.body.msg).toBe("李四 has been removed from your company's account and signed out.");

    expect((await send('/api/info?lang=en', 'GET', colleague.session.headers)).body.status).toBe(410002);
    const login = await tryLogin(colleague.mobile);
    expect(login.body.status).toBe(403000);
    expect(login.body.msg).toBe('Your account has been disabled. Please contact customer service.');
    const { body } = await team(owner.session);
    expect(body.data.members.map((m: { name: string }) => m.name)).toEqual(['张三']);
    expect(body.data.seats.used).toBe(0);
    expect((await invite(owner.session, colleague.mobile)).body.status).toBe(400001);
    const again = await send('/api/company/member/remove?lang=en', 'POST', owner.session.headers, { userId: colleague.id });
    expect(again.body.status).toBe(404000);
  });

  it("refuses someone outside the company and the owner's own account", async () => {
    const { owner } = await annualTeam();
    const stranger = await createUser(await getDb());
    for (const userId of [stranger.id, owner.id]) {
      const answer = await send('/api/company/member/remove?lang=en', 'POST', owner.session.headers, { userId });
      expect(answer.body.status).toBe(404000);
    }
    expect((await tryLogin(stranger.mobile)).body.status).toBe(200);
  });
});

describe('the team page', () => {
  it('lists the owner first, each last sign-in, and open invitations', async () => {
    const { owner, colleague } = await annualTeam();
    const quiet = await createUser(await getDb(), { companyId: owner.companyId, companyRole: 'buyer', name: '王五' });
    const pending = nextMobile();
    await invite(owner.session, pending, '赵六');
    const { body } = await team(owner.session);
    expect(body.data.company).toMatchObject({ id: owner.companyId, name: '深圳测试汽配有限公司', membershipLevel: 2 });
    const members = body.data.members as { id: number; companyRole: string; lastSignInAt: string | null }[];
    expect(members.map((m) => m.id)).toEqual([owner.id, colleague.id, quiet.id]);
    expect(members[0]!.lastSignInAt).toBe(new Date(NOW).toISOString());
    expect(members[1]!.lastSignInAt).toBe(new Date(NOW).toISOString());
    expect(members[2]!.lastSignInAt).toBeNull();
    expect(body.data.invitations.map((i: { mobile: string; name: string }) => [i.mobile, i.name])).toEqual([[pending, '赵六']]);
    expect(body.data.seats).toMatchObject({ limit: 3, used: 3 });
  });
});

describe('transferring ownership', () => {
  it("needs the owner's password and an active colleague; then the two swap roles", async () => {
    const { owner, colleague } = await annualTeam();
    const transfer = (body: unknown, lang = 'en') => send(`/api/company/transfer?lang=${lang}`, 'POST', owner.session.headers, body);

    const wrong = await transfer({ userId: colleague.id, password: 'not-the-password' });
    expect(wrong.body.status).toBe(400001);
    expect(wrong.body.msg).toBe('The current password is not correct.');

    await send('/api/company/member/seat?lang=en', 'POST', owner.session.headers, { userId: colleague.id, seat: 'suspended' });
    const inactive = await transfer({ userId: colleague.id, password: GOOD_PASSWORD });
    expect(inactive.body.status).toBe(409000);
    expect(inactive.body.msg).toBe('Ownership can only go to a colleague with an active seat; 李四 has none.');
    await send('/api/company/member/seat?lang=en', 'POST', owner.session.headers, { userId: colleague.id, seat: 'active' });

    const done = await transfer({ userId: colleague.id, password: GOOD_PASSWORD }, 'zh');
    expect(done.body.status).toBe(200);
    expect(done.body.msg).toBe('李四现为贵公司主账号，您转为子账号。');

    const oldOwner = await team(owner.session);
    expect(oldOwner.body.status).toBe(403000);
    const newOwner = await team(colleague.session);
    expect(newOwner.body.status).toBe(200);
    expect(newOwner.body.data.members.map((m: { id: number; companyRole: string }) => [m.id, m.companyRole])).toEqual([
      [colleague.id, 'owner'],
      [owner.id, 'buyer'],
    ]);
    expect((await send('/api/info?lang=en', 'GET', owner.session.headers)).body.status).toBe(200);
  });
});
