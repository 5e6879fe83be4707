import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import type { AdminCompany, AdminCompanyDetail } from '@/contracts/company';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, companies, companyInvitations, sessions, users } from '@/server/db/schema';
import { declaredStaffRole } from '@/server/security/staff-routes';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createAdminWithSecondFactor, type AdminSession } from '@tests/factories/staff';
import {
  createOperator,
  createUser,
  GOOD_PASSWORD,
  nextMobile,
  resetAccountState,
  send,
  signIn,
  visitorPost,
  type CreatedUser,
  type Session,
} from '@tests/factories/users';

/*
 * The console's companies: an operator finds a company by name or by anyone's mobile, reads its
 * members (any seat) and open invitations with the seats they take, and disables or enables the
 * whole company — which ends every member's sessions and is audited. Buyers never get in.
 */

const DAY = 86_400_000;
let plans: KnownPlans;
let operator: Session;
let operatorId: number;
let owner: CreatedUser;
let colleague: CreatedUser;
let suspended: CreatedUser;
let removed: CreatedUser;
let other: CreatedUser;

async function invite(companyId: number, invitedBy: number, state: 'open' | 'expired' | 'revoked') {
  const at = now();
  await (await getDb()).insert(companyInvitations).values({
    companyId,
    mobile: nextMobile(),
    name: `受邀-${state}`,
    tokenHash: `${state}-${companyId}-${Math.random().toString(16).slice(2)}`.padEnd(64, '0').slice(0, 64),
    invitedBy,
    createdAt: new Date(at.getTime() - 2 * DAY),
    expiresAt: new Date(at.getTime() + (state === 'expired' ? -DAY : 5 * DAY)),
    revokedAt: state === 'revoked' ? at : null,
  });
}

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  plans = await seedPlans(db);
  const staff = await createOperator(db);
  operatorId = staff.id;
  operator = await signIn(staff.mobile, GOOD_PASSWORD);
  owner = await createUser(db, { company: '广州星河汽配商行', name: '王老板' });
  await giveMembership(owner.id, 2, new Date(now().getTime() + 100 * DAY));
  colleague = await createUser(db, { companyId: owner.companyId, companyRole: 'buyer', name: '李采购' });
  suspended = await createUser(db, { companyId: owner.companyId, companyRole: 'buyer', name: '赵柜台', seatState: 'suspended' });
  removed = await createUser(db, { companyId: owner.companyId, companyRole: 'buyer', name: '钱离职', seatState: 'removed', status: 'disabled' });
  await invite(owner.companyId!, owner.id, 'open');
  await invite(owner.companyId!, owner.id, 'expired');
  await invite(owner.companyId!, owner.id, 'revoked');
  other = await createUser(db, { company: '成都蓝天配件' });
});

const list = async (query: string, session: Session = operator) =>
  send(`/api/admin/companies${query}`, 'GET', session.headers);
const detail = async (id: number, lang = 'en') => send(`/api/admin/companies/${id}?lang=${lang}`, 'GET', operator.headers);

describe('operator reads companies', () => {
  it('lists companies with owner, members, seats and membership; searches by name and by any member’s mobile', async () => {
    const all = await list('?lang=en');
    expect(all.res.status).toBe(200);
    const items = all.body.data.items as AdminCompany[];
    const mine = items.find((c) => c.id === owner.companyId)!;
    expect(mine).toMatchObject({
      name: '广州星河汽配商行',
      status: 'active',
      ownerId: owner.id,
      ownerName: '王老板',
      ownerMobile: owner.mobile,
      // Owner, active and suspended colleagues; the one who left is not counted.
      memberCount: 3,
      membershipLevel: 2,
      // Annual: 3 seats; one active colleague and one open invitation take two; Enterprise has more.
      seats: { limit: 3, used: 2, morePlan: { id: plans.enterprise.id, level: 3, accountLimit: 20 } },
    });
    expect(mine.seats.morePlan?.title).toBe(plans.enterprise.title.en);
    const free = items.find((c) => c.id === other.companyId)!;
    expect(free.seats).toMatchObject({ limit: 0, used: 0, morePlan: { id: plans.annual.id } });

    const byName = (await list('?q=星河')).body.data;
    expect(byName.items.map((c: AdminCompany) => c.id)).toEqual([owner.companyId]);
    expect(byName.total).toBe(1);
    const byColleague = (await list(`?q=${colleague.mobile.slice(-6)}`)).body.data.items as AdminCompany[];
    expect(byColleague.map((c) => c.id)).toEqual([owner.companyId]);
    expect((await list('?q=没有这个名字')).body.data).toMatchObject({ items: [], total: 0 });
  });

  it('shows one company with every member in any seat state, owner first, and only the open invitations', async () => {
    await signIn(colleague.mobile, GOOD_PASSWORD);
    const { res, body } = await detail(owner.companyId!);
    expect(res.status).toBe(200);
    const company = body.data as AdminCompanyDetail;
    expect(company.members.map((m) => [m.name, m.companyRole, m.seatState, m.status])).toEqual([
      ['王老板', 'owner', 'active', 'approved'],
      ['李采购', 'buyer', 'active', 'approved'],
      ['赵柜台', 'buyer', 'suspended', 'approved'],
      ['钱离职', 'buyer', 'removed', 'disabled'],
    ]);
    expect(company.members.at(-1)!.id).toBe(removed.id);
    expect(company.members.find((m) => m.id === colleague.id)!.lastSignInAt).not.toBeNull();
    expect(company.members.find((m) => m.id === suspended.id)!.lastSignInAt).toBeNull();
    expect(company.invitations.map((i) => i.name)).toEqual(['受邀-open']);
    expect((await detail(999_999)).body.status).toBe(404000);
  });
});

describe('disabling and enabling a company', () => {
  it('disable ends every member’s sessions (410002), refuses sign-in with companyDisabled, and is audited', async () => {
    const db = await getDb();
    const ownerSession = await signIn(owner.mobile, GOOD_PASSWORD);
    const colleagueSession = await signIn(colleague.mobile, GOOD_PASSWORD);
    const bystander = await signIn(other.mobile, GOOD_PASSWORD);

    const empty = await send(`/api/admin/companies/${owner.companyId}/disable`, 'POST', operator.headers, { reason: '' });
    expect(empty.body.status).toBe(400001);

    const { body } = await send(`/api/admin/companies/${owner.companyId}/disable?lang=en`, 'POST', operator.headers, {
      reason: '营业执照已注销',
    });
    expect(body.status).toBe(200);
    expect(body.msg).toBe(en.api.companyDisableDone);
    expect(body.data).toMatchObject({ status: 'disabled', statusReason: '营业执照已注销' });

    for (const s of [ownerSession, colleagueSession]) {
      const answer = await send('/api/info', 'GET', s.headers);
      expect(answer.res.status).toBe(401);
      expect(answer.body.status).toBe(410002);
    }
    expect((await send('/api/info', 'GET', bystander.headers)).body.status).toBe(200);
    const live = await db.select().from(sessions).where(and(eq(sessions.userId, colleague.id)));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    for (const member of [owner, colleague]) {
      const login = await visitorPost('/api/login?lang=en', { username: member.mobile, password: GOOD_PASSWORD });
      expect(login.body.status).toBe(403000);
      expect(login.body.msg).toBe(en.api.companyDisabled);
    }
    const again = await send(`/api/admin/companies/${owner.companyId}/disable`, 'POST', operator.headers, { reason: '再来' });
    expect(again.body.status).toBe(409000);

    const disabled = (await list('?status=disabled')).body.data.items as AdminCompany[];
    expect(disabled.map((c) => c.id)).toEqual([owner.companyId]);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.disable'), eq(auditLog.targetId, String(owner.companyId))));
    expect(audit).toMatchObject({
      actorUserId: operatorId,
      targetType: 'company',
      before: { status: 'active' },
      after: { status: 'disabled' },
      details: expect.objectContaining({ reason: '营业执照已注销' }),
    });
    expect(audit!.ip).toBeTruthy();
  });

  it('enable lets its members sign in again with the seats they had', async () => {
    const db = await getDb();
    const { body } = await send(`/api/admin/companies/${owner.companyId}/enable`, 'POST', operator.headers);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ status: 'active', statusReason: null });
    expect((await signIn(owner.mobile, GOOD_PASSWORD)).token).toBeTruthy();
    const back = await signIn(colleague.mobile, GOOD_PASSWORD);
    expect((await send('/api/info', 'GET', back.headers)).body.status).toBe(200);
    // The suspended colleague stays suspended: enabling the company gives nobody a seat.
    const login = await visitorPost('/api/login?lang=en', { username: suspended.mobile, password: GOOD_PASSWORD });
    expect(login.body.msg).toBe(en.api.seatSuspended);

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, String(owner.companyId))));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['company.disable', { status: 'active' }, { status: 'disabled' }],
      ['company.enable', { status: 'disabled' }, { status: 'active' }],
    ]);
    const [company] = await db.select().from(companies).where(eq(companies.id, owner.companyId!));
    expect(company!.status).toBe('active');
  });
});

describe('who may call', () => {
  const routes = (id: number) =>
    [
      ['GET', '/api/admin/companies', undefined],
      ['GET', `/api/admin/companies/${id}`, undefined],
      ['POST', `/api/admin/companies/${id}/disable`, { reason: '测试' }],
      ['POST', `/api/admin/companies/${id}/enable`, undefined],
    ] as const;

  it('a buyer — owner or colleague — gets 403000 on every company route and changes nothing', async () => {
    const db = await getDb();
    const ownerSession = await signIn(owner.mobile, GOOD_PASSWORD);
    const colleagueSession = await signIn(colleague.mobile, GOOD_PASSWORD);
    let checked = 0;
    for (const session of [ownerSession, colleagueSession]) {
      for (const [method, path, payload] of routes(owner.companyId!)) {
        const { res, body } = await send(path, method, session.headers, payload);
        expect(body.status, `${method} ${path}`).toBe(403000);
        expect(res.status).toBe(403);
        checked++;
      }
    }
    expect(checked).toBe(8);
    const [company] = await db.select().from(companies).where(eq(companies.id, owner.companyId!));
    expect(company!.status).toBe('active');
  });

  it('every company route is an operator’s (so an admin with the second factor may call them too)', async () => {
    for (const [method, path] of routes(7)) expect(declaredStaffRole(method, path), `${method} ${path}`).toBe('operator');
    const admin: AdminSession = await createAdminWithSecondFactor(await getDb());
    const { body } = await send(`/api/admin/companies/${other.companyId}/disable`, 'POST', admin.headers, { reason: '测试' });
    expect(body.status).toBe(200);
    const [member] = await (await getDb()).select().from(users).where(eq(users.id, other.id));
    expect(member!.status).toBe('approved');
    expect((await send(`/api/admin/companies/${other.companyId}/enable`, 'POST', admin.headers)).body.status).toBe(200);
  });
});
