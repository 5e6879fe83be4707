import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { auditLog, sessions, users } from '@/server/db/schema';
import { ensureAdminAccount } from '@/server/accounts/ensure-admin-account';
import { verifyPassword } from '@/server/security/password-hash';
import {
  createAdmin,
  createUser,
  GOOD_PASSWORD,
  nextMobile,
  resetAccountState,
  send,
  signIn,
  smsFor,
  visitorPost,
  type Session,
} from '@tests/factories/users';

let admin: Session;
let adminId: number;

beforeEach(async () => {
  await resetAccountState();
  const row = await createAdmin(await getDb());
  adminId = row.id;
  admin = await signIn(row.mobile, GOOD_PASSWORD);
});

const decide = (id: number, decision: string, session: Session = admin, body?: unknown) =>
  send(`/api/admin/users/${id}/${decision}?lang=en`, 'POST', session.headers, body);
const audits = async (userId: number) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId)))
    .orderBy(auditLog.id);

describe('GET /api/admin/users', () => {
  it('lists pending applicants oldest first, paginated', async () => {
    const db = await getDb();
    const created = [];
    for (let i = 0; i < 5; i++)
      created.push(
        await createUser(db, {
          status: 'pending',
          password: null,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    await createUser(db); // approved: not listed
    const page1 = await send('/api/admin/users?status=pending&page=1&pageSize=2', 'GET', admin.headers);
    expect(page1.res.headers.get('cache-control')).toBe('no-store');
    expect(page1.body.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.body.data.items.map((u: { id: number }) => u.id)).toEqual([created[0]!.id, created[1]!.id]);
    const page3 = await send('/api/admin/users?page=3&pageSize=2', 'GET', admin.headers);
    expect(page3.body.data.items.map((u: { id: number }) => u.id)).toEqual([created[4]!.id]);
    expect(JSON.stringify(page1.body)).not.toMatch(/passwordHash|argon2/);
    expect(page1.body.data.items[0]).toMatchObject({
      status: 'pending',
      region: { province: { name: '广东省' } },
    });
  });

  it('a buyer gets 403000; a visitor 410000 (row 2)', async () => {
    const buyer = await createUser(await getDb());
    const s = await signIn(buyer.mobile, GOOD_PASSWORD);
    const { res, body } = await send('/api/admin/users', 'GET', s.headers);
    expect(res.status).toBe(403);
    expect(body.status).toBe(403000);
    expect((await send('/api/admin/users', 'GET', {})).body.status).toBe(410000);
  });
});

describe('decisions (row 4)', () => {
  it('approve: pending → approved, audited once, SMS with the reset link in the applicant language', async () => {
    const db = await getDb();
    const applicant = await createUser(db, { status: 'pending', password: null });
    await db
      .insert(auditLog)
      .values({
        actorUserId: applicant.id,
        action: 'user.register',
        targetUserId: applicant.id,
        details: { lang: 'en' },
        createdAt: new Date(),
      });
    const { body } = await decide(applicant.id, 'approve');
    expect(body).toMatchObject({
      status: 200,
      data: { id: applicant.id, status: 'approved', statusReason: null },
    });
    const [row] = await db.select().from(users).where(eq(users.id, applicant.id));
    expect(row).toMatchObject({ status: 'approved', statusDecidedBy: adminId });
    expect(row?.statusDecidedAt).toBeInstanceOf(Date);
    const decisions = (await audits(applicant.id)).filter((a) => a.action !== 'user.register');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      action: 'user.approve',
      actorUserId: adminId,
      details: { from: 'pending', to: 'approved' },
    });
    const [sms] = await smsFor(applicant.mobile);
    expect(sms).toMatchObject({ template: 'accountApproved', params: { name: applicant.name } });
    expect(sms!.params.link).toMatch(/\/en\/user\/resetPwd$/);
    // Still no password: signing in points to "forgot password".
    expect(
      (await visitorPost('/api/login?lang=en', { username: applicant.mobile, password: 'anything1' })).body
        .msg,
    ).toMatch(/Forgot password/);
  });

  it('reject: needs a 1–200 character reason, which the applicant hears by SMS and at sign-in', async () => {
    const db = await getDb();
    const applicant = await createUser(db, { status: 'pending', password: null });
    expect((await decide(applicant.id, 'reject', admin, { reason: '' })).body.status).toBe(400001);
    expect((await decide(applicant.id, 'reject', admin, { reason: 'x'.repeat(201) })).body.status).toBe(
      400001,
    );
    expect((await decide(applicant.id, 'reject', admin, {})).body.status).toBe(400001);
    const { body } = await decide(applicant.id, 'reject', admin, { reason: '  公司信息无法核实  ' });
    expect(body.data).toMatchObject({ status: 'rejected', statusReason: '公司信息无法核实' });
    const [sms] = await smsFor(applicant.mobile);
    expect(sms).toMatchObject({ template: 'accountRejected', params: { reason: '公司信息无法核实' } });
    expect((await audits(applicant.id)).map((a) => a.action)).toEqual(['user.reject']);
    const login = await visitorPost('/api/login?lang=zh', {
      username: applicant.mobile,
      password: 'anything1',
    });
    expect(login.body.msg).toBe('您的注册申请未通过：公司信息无法核实');
  });

  it('disable: approved → disabled, every token dies at once (410002), re-approve brings it back', async () => {
    const db = await getDb();
    const buyer = await createUser(db);
    const a = await signIn(buyer.mobile, GOOD_PASSWORD);
    const b = await signIn(buyer.mobile, GOOD_PASSWORD);
    expect((await decide(buyer.id, 'disable')).body.data.status).toBe('disabled');
    for (const s of [a, b]) {
      const { res, body } = await send('/api/info', 'GET', s.headers);
      expect(res.status).toBe(401);
      expect(body.status).toBe(410002);
    }
    const rows = await db.select().from(sessions).where(eq(sessions.userId, buyer.id));
    expect(rows.every((r) => r.revokedReason === 'disabled')).toBe(true);
    expect(
      (await visitorPost('/api/login?lang=en', { username: buyer.mobile, password: GOOD_PASSWORD })).body.msg,
    ).toMatch(/disabled/);
    expect((await decide(buyer.id, 'approve')).body.data.status).toBe('approved');
    // Old sessions stay dead; a new sign-in works.
    expect((await send('/api/info', 'GET', a.headers)).body.status).toBe(410001);
    expect((await signIn(buyer.mobile, GOOD_PASSWORD)).token).toBeTruthy();
    expect((await audits(buyer.id)).map((x) => x.action)).toEqual(['user.disable', 'user.approve']);
  });

  it('only valid moves: 409000 otherwise, and nothing is audited', async () => {
    const db = await getDb();
    const pending = await createUser(db, { status: 'pending', password: null });
    const approved = await createUser(db);
    const rejected = await createUser(db, { status: 'rejected', password: null });
    const disabled = await createUser(db, { status: 'disabled' });
    const cases: [number, string][] = [
      [pending.id, 'disable'],
      [approved.id, 'approve'],
      [approved.id, 'reject'],
      [rejected.id, 'approve'],
      [rejected.id, 'disable'],
      [disabled.id, 'disable'],
      [disabled.id, 'reject'],
    ];
    for (const [id, decision] of cases) {
      const { res, body } = await decide(
        id,
        decision,
        admin,
        decision === 'reject' ? { reason: 'no' } : undefined,
      );
      expect(res.status, `${id} ${decision}`).toBe(409);
      expect(body.status).toBe(409000);
    }
    for (const u of [pending, approved, rejected, disabled]) expect(await audits(u.id)).toHaveLength(0);
  });

  it('unknown id → 404000; operator accounts cannot be decided here', async () => {
    expect((await decide(999_999, 'approve')).body.status).toBe(404000);
    expect((await decide(adminId, 'disable')).body.status).toBe(403000);
    expect((await send('/api/admin/users/abc/approve', 'POST', admin.headers)).body.status).toBe(400001);
  });

  it('a buyer cannot approve (403000) and nothing changes', async () => {
    const db = await getDb();
    const applicant = await createUser(db, { status: 'pending', password: null });
    const buyer = await createUser(db);
    const s = await signIn(buyer.mobile, GOOD_PASSWORD);
    for (const decision of ['approve', 'reject', 'disable']) {
      const { res, body } = await decide(applicant.id, decision, s, { reason: 'x' });
      expect(res.status).toBe(403);
      expect(body.status).toBe(403000);
    }
    const [row] = await db.select().from(users).where(eq(users.id, applicant.id));
    expect(row?.status).toBe('pending');
    expect(await audits(applicant.id)).toHaveLength(0);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows the SMS log for one number, newest first', async () => {
    const db = await getDb();
    const applicant = await createUser(db, { status: 'pending', password: null });
    await decide(applicant.id, 'approve');
    await createUser(db, { status: 'pending', password: null }).then((other) => decide(other.id, 'approve'));
    const { body } = await send(`/api/admin/outbox?mobile=%2B86${applicant.mobile}`, 'GET', admin.headers);
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ channel: 'sms', to: applicant.mobile, status: 'pending' });
    expect(body.data[0].text).toContain('resetPwd');
  });
});

describe('ensureAdminAccount', () => {
  it('creates the operator, leaves it alone when unchanged, updates the password and ends its sessions', async () => {
    const db = await getDb();
    const mobile = nextMobile();
    expect(await ensureAdminAccount(db, { mobile, password: undefined })).toBe('skipped');
    expect(await ensureAdminAccount(db, { mobile, password: 'Operator-Console-1' })).toBe('created');
    const s = await signIn(mobile, 'Operator-Console-1');
    // An admin: signed in, but the operator API waits for the second factor.
    expect((await send('/api/admin/users', 'GET', s.headers)).body.status).toBe(403002);
    expect((await send('/api/staff/second-factor', 'GET', s.headers)).body.data).toMatchObject({
      role: 'admin',
      required: true,
      enrolled: false,
      passed: false,
    });
    expect(await ensureAdminAccount(db, { mobile, password: 'Operator-Console-1' })).toBe('unchanged');
    expect(await ensureAdminAccount(db, { mobile, password: 'Operator-Console-2' })).toBe('updated');
    expect((await send('/api/admin/users', 'GET', s.headers)).body.status).toBe(410001);
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ role: 'admin', status: 'approved' });
    expect(await verifyPassword(row!.passwordHash!, 'Operator-Console-2')).toBe(true);
  });

  it('promotes an existing buyer with that mobile; refuses a weak password', async () => {
    const db = await getDb();
    const buyer = await createUser(db);
    expect(await ensureAdminAccount(db, { mobile: buyer.mobile, password: GOOD_PASSWORD })).toBe('updated');
    const [row] = await db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.role).toBe('admin');
    await expect(ensureAdminAccount(db, { mobile: nextMobile(), password: 'admin123' })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('OPERATOR_* makes an operator: the operator API without a second factor', async () => {
    const db = await getDb();
    const mobile = nextMobile();
    expect(await ensureAdminAccount(db, { mobile, password: 'Operator-Console-3', role: 'operator' })).toBe('created');
    const s = await signIn(mobile, 'Operator-Console-3');
    expect((await send('/api/admin/users', 'GET', s.headers)).body.status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ role: 'operator', status: 'approved', name: 'Operator' });
  });
});
