import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, outbox, users } from '@/server/db/schema';
import { createProduct } from '@tests/factories/catalog';
import { seedPlans } from '@tests/factories/membership';
import { contact, inquiryProduct, postInquiry, signedInBuyer } from '@tests/factories/inquiries';
import { createAdminWithSecondFactor, type AdminSession } from '@tests/factories/staff';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

let admin: AdminSession;
let operator: Session;
let operatorId: number;

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  admin = await createAdminWithSecondFactor(db);
  const op = await createOperator(db);
  operatorId = op.id;
  operator = await signIn(op.mobile, GOOD_PASSWORD);
});

const auditFor = async (action: string) =>
  (await getDb()).select().from(auditLog).where(eq(auditLog.action, action));

describe('roles', () => {
  it('an operator cannot grant roles; an admin can, audited with before/after and address, the user signs in again', async () => {
    const db = await getDb();
    const target = await createUser(db);
    const targetSession = await signIn(target.mobile, GOOD_PASSWORD);
    const byOperator = await send(`/api/admin/users/${target.id}/role`, 'POST', operator.headers, { role: 'operator' });
    expect(byOperator.body.status).toBe(403000);
    expect((await db.select().from(users).where(eq(users.id, target.id)))[0]?.role).toBe('buyer');
    // An operator cannot promote themself either.
    expect((await send(`/api/admin/users/${operatorId}/role`, 'POST', operator.headers, { role: 'admin' })).body.status).toBe(403000);

    const res = await send(`/api/admin/users/${target.id}/role?lang=en`, 'POST', admin.headers, { role: 'operator' });
    expect(res.body).toMatchObject({ status: 200, data: { role: 'operator' } });
    expect((await send('/api/info', 'GET', targetSession.headers)).body.status).toBe(410001);
    const [row] = (await auditFor('user.role')).filter((r) => r.targetUserId === target.id);
    expect(row).toMatchObject({ actorUserId: admin.userId, before: { role: 'buyer' }, after: { role: 'operator' } });
    expect(row?.ip).toBeTruthy();
  });

  it('not your own role; staff roles only for approved accounts; unknown id 404', async () => {
    const db = await getDb();
    expect((await send(`/api/admin/users/${admin.userId}/role`, 'POST', admin.headers, { role: 'buyer' })).body.status).toBe(403000);
    const pending = await createUser(db, { status: 'pending', password: null });
    expect((await send(`/api/admin/users/${pending.id}/role`, 'POST', admin.headers, { role: 'operator' })).body.status).toBe(409000);
    expect((await send('/api/admin/users/999999/role', 'POST', admin.headers, { role: 'operator' })).body.status).toBe(404000);
    expect((await send(`/api/admin/users/${pending.id}/role`, 'POST', admin.headers, { role: 'root' })).body.status).toBe(400001);
  });
});

describe('users', () => {
  it('search by part of the mobile, name or company in any status; detail; approvals audited with the address', async () => {
    const db = await getDb();
    const a = await createUser(db, { name: '欧阳锋', company: '白驼山汽配' });
    const b = await createUser(db, { status: 'pending', password: null, company: 'Camel Mountain Parts' });
    const find = async (q: string) =>
      (await send(`/api/admin/users?q=${encodeURIComponent(q)}`, 'GET', operator.headers)).body.data.items.map((u: { id: number }) => u.id);
    expect(await find('欧阳')).toEqual([a.id]);
    expect(await find('白驼山')).toEqual([a.id]);
    expect(await find('camel mountain')).toEqual([b.id]);
    expect(await find(a.mobile.slice(3, 9))).toContain(a.id);
    expect(await find('%')).toEqual([]);
    const detail = await send(`/api/admin/users/${b.id}`, 'GET', operator.headers);
    expect(detail.body.data).toMatchObject({ id: b.id, status: 'pending', company: 'Camel Mountain Parts' });
    expect((await send('/api/admin/users/999999', 'GET', operator.headers)).body.status).toBe(404000);

    expect((await send(`/api/admin/users/${b.id}/approve`, 'POST', operator.headers)).body.status).toBe(200);
    const [row] = (await auditFor('user.approve')).filter((r) => r.targetUserId === b.id);
    expect(row).toMatchObject({ actorUserId: operatorId, before: { status: 'pending' }, after: { status: 'approved' } });
    expect(row?.ip).toBeTruthy();
  });
});

describe('outbox', () => {
  it('lists by state with attempts; retries a dead message once (audited); refuses other states and codes', async () => {
    const db = await getDb();
    const at = now();
    const base = { channel: 'chatbot', nextAttemptAt: at, createdAt: at };
    const [dead] = await db
      .insert(outbox)
      .values({ ...base, payload: { type: 'user.applied', text: 'New applicant' }, status: 'dead', attempts: 8, lastError: 'http.500: down' })
      .returning();
    const [sent] = await db.insert(outbox).values({ ...base, payload: { text: 'sent' }, status: 'sent', attempts: 1 }).returning();
    const [code] = await db
      .insert(outbox)
      .values({ ...base, channel: 'sms', payload: { to: '13800000001', template: 'verificationCode', text: 'code ******' }, status: 'dead', attempts: 8 })
      .returning();

    const list = await send('/api/admin/outbox/messages?status=dead', 'GET', operator.headers);
    expect(list.body.data.items.map((m: { id: number }) => m.id)).toEqual([code!.id, dead!.id]);
    expect(list.body.data.items[1]).toMatchObject({ attempts: 8, lastError: 'http.500: down', status: 'dead' });
    expect((await send('/api/admin/dashboard', 'GET', operator.headers)).body.data.failedMessages).toBe(2);

    expect((await send(`/api/admin/outbox/${dead!.id}/retry?lang=en`, 'POST', operator.headers)).body).toMatchObject({
      status: 200,
      msg: 'The message will be sent again.',
    });
    const [after] = await db.select().from(outbox).where(eq(outbox.id, dead!.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    const [audit] = (await auditFor('outbox.retry')).filter((r) => r.targetId === String(dead!.id));
    expect(audit).toMatchObject({ actorUserId: operatorId, targetType: 'outbox', before: { status: 'dead', attempts: 8 } });
    expect((await send(`/api/admin/outbox/${dead!.id}/retry`, 'POST', operator.headers)).body.status).toBe(409000);
    expect((await send(`/api/admin/outbox/${sent!.id}/retry`, 'POST', operator.headers)).body.status).toBe(409000);
    expect((await send(`/api/admin/outbox/${code!.id}/retry`, 'POST', operator.headers)).body.status).toBe(409000);
    expect((await send('/api/admin/outbox/999999/retry', 'POST', operator.headers)).body.status).toBe(404000);
  });
});

describe('audit log', () => {
  it('filters by action prefix, actor and day; exports the same rows as CSV', async () => {
    const buyer = await signedInBuyer();
    await inquiryProduct({ skuCode: 'AUD-1', moq: 1 });
    const posted = await postInquiry(buyer, { lines: [{ product: 'AUD-1', quantity: 2 }], ...contact });
    const id = posted.body.data.id;
    const quoted = await send(`/api/admin/inquiries/${id}/quote`, 'POST', operator.headers, {
      lines: [{ lineNo: 1, unitPrice: 990 }],
      validUntil: '2099-01-01',
      message: 'OK',
    });
    expect(quoted.body.status).toBe(200);

    const page = await send('/api/admin/audit?action=inquiry.', 'GET', operator.headers);
    expect(page.body.data.items[0]).toMatchObject({
      action: 'inquiry.quote',
      actor: { id: operatorId, role: 'operator' },
      targetType: 'inquiry',
      before: { state: 100 },
      after: { state: 200, quoteValidUntil: '2099-01-01' },
      // The console shows the buyer by name and the quote's money in the inquiry's currency.
      targetName: expect.stringContaining(buyer.company),
      currency: posted.body.data.currency,
    });
    const byActor = await send(`/api/admin/audit?actorId=${admin.userId}`, 'GET', operator.headers);
    expect(byActor.body.data.items.every((e: { actor: { id: number } }) => e.actor.id === admin.userId)).toBe(true);
    expect(byActor.body.data.total).toBeGreaterThanOrEqual(2); // enrolment and the role change
    const future = await send('/api/admin/audit?from=2099-01-01', 'GET', operator.headers);
    expect(future.body.data.total).toBe(0);

    const file = await send('/api/admin/audit?action=inquiry.&export=csv&lang=en', 'GET', operator.headers);
    expect(file.res.headers.get('content-type')).toContain('text/csv');
    expect(file.res.headers.get('content-disposition')).toContain('audit-log-');
    const lines = file.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Time (China),Who,Action');
    expect(lines).toHaveLength(1 + page.body.data.total);
    expect(lines[1]).toContain('inquiry.quote');
  });

  it('names a product, a plan and a company target in words (titles in both languages), and a deleted one by its key', async () => {
    const db = await getDb();
    const product = await createProduct(db, { titleZh: '审计火花塞', titleEn: 'Audit spark plug' });
    const { quarterly } = await seedPlans(db);
    const owner = await createUser(db, { company: '审计目标汽配' });
    const at = now();
    await db.insert(auditLog).values([
      { actorUserId: operatorId, action: 'product.update', targetType: 'product', targetId: product.skuCode, before: { stockQty: 1 }, after: { stockQty: 2 }, details: {}, createdAt: at },
      { actorUserId: operatorId, action: 'plan.update', targetType: 'plan', targetId: String(quarterly.id), before: { price_fen: 1 }, after: { price_fen: 2 }, details: {}, createdAt: at },
      { actorUserId: operatorId, action: 'company.disable', targetType: 'company', targetId: String(owner.companyId), details: {}, createdAt: at },
      { actorUserId: operatorId, action: 'product.update', targetType: 'product', targetId: 'GONE-1', details: {}, createdAt: at },
    ]);
    const items = (await send('/api/admin/audit?pageSize=100', 'GET', operator.headers)).body.data.items as {
      targetType: string | null;
      targetId: string;
      targetName: string | null;
      targetTitle: { zh: string; en: string } | null;
    }[];
    const of = (type: string, id: string) => items.find((e) => e.targetType === type && e.targetId === id);
    expect(of('product', product.skuCode)).toMatchObject({ targetTitle: { zh: '审计火花塞', en: 'Audit spark plug' } });
    expect(of('plan', String(quarterly.id))).toMatchObject({ targetTitle: quarterly.title });
    expect(of('company', String(owner.companyId))).toMatchObject({ targetName: '审计目标汽配', targetTitle: null });
    expect(of('product', 'GONE-1')).toMatchObject({ targetName: null, targetTitle: null });
  });

  it('dashboard counts pending applicants and open inquiries', async () => {
    const db = await getDb();
    const before = (await send('/api/admin/dashboard', 'GET', operator.headers)).body.data;
    await createUser(db, { status: 'pending', password: null });
    const after = (await send('/api/admin/dashboard', 'GET', admin.headers)).body.data;
    expect(after.pendingApplicants).toBe(before.pendingApplicants + 1);
    expect(after.openInquiries).toBeGreaterThanOrEqual(0);
  });
});
