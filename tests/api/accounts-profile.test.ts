import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { api } from '@tests/setup/test-app';
import { createUser, GOOD_PASSWORD, REGION, resetAccountState, send, signIn } from '@tests/factories/users';

beforeEach(async () => {
  await resetAccountState();
});

const PROFILE = {
  name: '王五',
  company: '广州新汽配',
  position: '采购总监',
  province: '440000',
  city: '440100',
  district: '440106',
  gmvLevelCode: 'C',
  businessYearCode: 'D',
};

describe('GET /api/info', () => {
  it('answers the own profile DTO: no hash, no token, no code (row 3), not cacheable', async () => {
    const user = await createUser(await getDb(), {
      membershipLevel: 2,
      membershipExpiresAt: new Date('2027-01-01T00:00:00Z'),
    });
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const { res, body, text } = await send('/api/info?lang=en', 'GET', s.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.data).toMatchObject({
      id: user.id,
      mobile: user.mobile,
      name: user.name,
      company: user.company,
      position: user.position,
      duty: 'operator',
      province: REGION.province,
      city: REGION.city,
      district: REGION.district,
      region: {
        province: { name: '广东省', nameEn: 'Guangdong' },
        city: { name: '深圳市' },
        district: { name: '南山区' },
      },
      role: 'buyer',
      status: 'approved',
      membershipLevel: 2,
      membershipExpiresAt: '2027-01-01T00:00:00.000Z',
    });
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|codeHash/);
    expect(text).not.toContain(s.token);
  });
});

describe('PUT /api/user/profile', () => {
  it('updates the editable fields and answers the new profile', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const { body } = await send('/api/user/profile?lang=en', 'PUT', s.headers, PROFILE);
    expect(body).toMatchObject({
      status: 200,
      msg: 'Profile saved.',
      data: { ...PROFILE, region: { city: { name: '广州市' } } },
    });
    expect((await send('/api/info', 'GET', s.headers)).body.data).toMatchObject(PROFILE);
  });

  it('accepts regions without a district (东莞) and refuses made-up ones', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const ok = await send('/api/user/profile', 'PUT', s.headers, {
      ...PROFILE,
      province: '440000',
      city: '441900',
      district: '',
    });
    expect(ok.body.status).toBe(200);
    const bad = await send('/api/user/profile', 'PUT', s.headers, {
      ...PROFILE,
      province: '440000',
      city: '110100',
      district: '110101',
    });
    expect(bad.body).toMatchObject({ status: 400001, errors: [{ path: 'province' }] });
  });

  it('mass assignment: role, status, level, mobile in the body change nothing (row 3)', async () => {
    const db = await getDb();
    const user = await createUser(db);
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const [before] = await db.select().from(users).where(eq(users.id, user.id));
    for (const extra of [
      { role: 'admin' },
      { status: 'disabled' },
      { membershipLevel: 9 },
      { level: 9 },
      { mobile: '13800000000' },
      { id: 1 },
      { passwordHash: 'x' },
    ]) {
      const { body } = await send('/api/user/profile', 'PUT', s.headers, { ...PROFILE, ...extra });
      expect(body.status, JSON.stringify(extra)).toBe(400001);
    }
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect((await send('/api/info', 'GET', s.headers)).body.data).toMatchObject({
      role: 'buyer',
      status: 'approved',
      membershipLevel: 0,
    });
  });

  it('needs a session', async () => {
    expect((await api('/api/user/profile', { method: 'PUT' })).body.status).toBe(403001); // XSRF runs first for visitors…
    const { xsrfHeaders } = await import('@tests/setup/test-app');
    expect((await send('/api/user/profile', 'PUT', await xsrfHeaders(), PROFILE)).body.status).toBe(410000); // …then default deny
  });
});

describe('object-level access (row 1): B cannot read or change A', () => {
  it('every account call acts on the session user only; body ids are refused', async () => {
    const db = await getDb();
    const a = await createUser(db, { name: 'Alice' });
    const b = await createUser(db, { name: 'Bob' });
    const sb = await signIn(b.mobile, GOOD_PASSWORD);
    const [aBefore] = await db.select().from(users).where(eq(users.id, a.id));

    expect((await send('/api/info', 'GET', sb.headers)).body.data).toMatchObject({ id: b.id, name: 'Bob' });
    expect((await send(`/api/info?id=${a.id}&userId=${a.id}`, 'GET', sb.headers)).body.data.id).toBe(b.id);
    expect((await send('/api/user/profile', 'PUT', sb.headers, { ...PROFILE, id: a.id })).body.status).toBe(
      400001,
    );
    await send('/api/user/profile', 'PUT', sb.headers, PROFILE);
    await send('/api/user/password', 'POST', sb.headers, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Trolley-Gasket-77',
    });

    const [aAfter] = await db.select().from(users).where(eq(users.id, a.id));
    expect(aAfter).toEqual(aBefore);
    // The operator routes are closed to B as well.
    expect((await send(`/api/admin/users/${a.id}/disable`, 'POST', sb.headers)).body.status).toBe(403000);
  });
});
