import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { isPublicRoute } from '@/server/security/public-routes';
import { API_V1_PREFIX } from '@/server/security/api-scopes';
import { api, xsrfHeaders } from '@tests/setup/test-app';
import { createAdminWithSecondFactor, totpCodeAt, type AdminSession } from '@tests/factories/staff';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

/*
 * A staff session whose role needs the second factor (admin) and that has not passed it this session
 * is worth nothing but the way to pass it: every route of the OpenAPI document — buyer routes
 * included — answers 403002, except the ones listed here.
 */
const BEFORE_SECOND_FACTOR = [
  'GET /api/staff/second-factor',
  'POST /api/staff/second-factor/enrolment',
  'POST /api/staff/second-factor/enrolment/confirm',
  'POST /api/staff/second-factor/verify',
  'POST /api/logout',
];
/** Operations endpoints outside /api: no session is read there (probes; /metrics has its own token). */
const OUTSIDE_SESSIONS = ['GET /healthz', 'GET /readyz', 'GET /metrics'];
const NEW_PASSWORD = 'Lantern-Orchard-77';

type Operation = { method: string; path: string; sample: string };

/** `/api/admin/users/{id}/role` → `/api/admin/users/1/role`: numbers where the parameter is one. */
function sampleOf(path: string, params: { name: string; in: string; schema?: { type?: string } }[]): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const type = params.find((p) => p.in === 'path' && p.name === name)?.schema?.type;
    return type === 'integer' || type === 'number' || name === 'id' ? '1' : 'X1';
  });
}

async function documentedOperations(): Promise<Operation[]> {
  const doc = (await api('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { type?: string } }[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      sample: sampleOf(path, op.parameters ?? []),
    })),
  );
}

const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

let operations: Operation[];
let admin: AdminSession;
/** The admin's password, a fresh sign-in, no code yet. */
let passwordOnly: Session;

beforeAll(async () => {
  await resetAccountState();
  operations = await documentedOperations();
  admin = await createAdminWithSecondFactor(await getDb());
  passwordOnly = await signIn(admin.mobile, GOOD_PASSWORD);
});

describe('a password-only admin session', () => {
  it('every documented route but the second-factor ones and public ones answers 403002 (no-store)', async () => {
    const refused: string[] = [];
    const tokenOnly: string[] = [];
    for (const op of operations) {
      if (BEFORE_SECOND_FACTOR.includes(key(op)) || OUTSIDE_SESSIONS.includes(key(op))) continue;
      if (isPublicRoute(op.method, op.sample)) continue;
      // The buyer API is its own surface: it takes an access token only, so any session is refused there.
      if (op.path.startsWith(API_V1_PREFIX)) {
        const { res, body } = await send(op.sample, op.method, passwordOnly.headers, op.method === 'GET' ? undefined : {});
        expect(body?.status, `${key(op)} (${res.status})`).toBe(410003);
        expect(res.status, key(op)).toBe(401);
        expect(res.headers.get('cache-control'), key(op)).toBe('no-store');
        tokenOnly.push(key(op));
        continue;
      }
      const { res, body } = await send(op.sample, op.method, passwordOnly.headers, op.method === 'GET' ? undefined : {});
      expect(body?.status, `${key(op)} (${res.status})`).toBe(403002);
      expect(res.status, key(op)).toBe(403);
      expect(res.headers.get('cache-control'), key(op)).toBe('no-store');
      refused.push(key(op));
    }
    // Buyer routes and console routes alike, and enough of them that the walk cannot pass by being empty.
    expect(operations.length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThanOrEqual(70);
    expect(tokenOnly).toContain('GET /api/v1/products');
    for (const expected of [
      'POST /api/user/password',
      'GET /api/info',
      'GET /api/admin/users',
      'GET /api/admin/outbox',
    ]) {
      expect(refused).toContain(expected);
    }
    expect(refused.some((r) => r.startsWith('POST /api/favorite'))).toBe(true);
  });

  it('public routes give it no more than a visitor gets; a signed-in-only search is refused', async () => {
    const visitor = await xsrfHeaders();
    const publicOps = operations.filter((op) => isPublicRoute(op.method, op.sample) && op.path !== '/api/login');
    expect(publicOps.length).toBeGreaterThanOrEqual(10);
    for (const op of publicOps) {
      const body = op.method === 'GET' ? undefined : {};
      const asVisitor = await send(op.sample, op.method, visitor, body);
      const asAdmin = await send(op.sample, op.method, passwordOnly.headers, body);
      expect(asAdmin.body?.status, key(op)).toBe(asVisitor.body?.status);
    }
    // Keyword search serves buyers only: a visitor gets 410000, this session 403002.
    expect((await send('/api/products?keyword=brake', 'GET', passwordOnly.headers)).body.status).toBe(403002);
  });

  it('cannot change the password, and the real admin keeps their sessions', async () => {
    const change = await send('/api/user/password?lang=en', 'POST', passwordOnly.headers, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(change.body).toMatchObject({ status: 403002, msg: expect.stringContaining('authenticator') });
    expect((await send('/api/info', 'GET', admin.headers)).body.status).toBe(200);
    // The password did not change: the old one still signs in.
    expect((await signIn(admin.mobile, GOOD_PASSWORD)).headers.authorization).toBeTruthy();
  });

  it('may read its factor state, try a code and sign out; enrolment stays closed to it (one is enrolled)', async () => {
    const s = await signIn(admin.mobile, GOOD_PASSWORD);
    expect((await send('/api/staff/second-factor', 'GET', s.headers)).body.data).toMatchObject({ enrolled: true, passed: false });
    expect((await send('/api/staff/second-factor/enrolment', 'POST', s.headers)).body.status).toBe(403000);
    expect((await send('/api/staff/second-factor/verify', 'POST', s.headers, { code: '000000' })).body.status).toBe(400001);
    expect((await send('/api/logout', 'POST', s.headers, {})).body.status).toBe(200);
    expect((await send('/api/info', 'GET', s.headers)).body.status).toBe(410001);
  });
});

describe('the same session after the second factor', () => {
  it('works everywhere: no documented GET answers 403002, and the password change goes through', async () => {
    const s = await signIn(admin.mobile, GOOD_PASSWORD);
    const code = await totpCodeAt(admin.secret, new Date(Date.now() + 30_000));
    expect((await send('/api/staff/second-factor/verify', 'POST', s.headers, { code })).body.status).toBe(200);

    let reads = 0;
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const { body } = await send(op.sample, op.method, s.headers);
      expect(body?.status, key(op)).not.toBe(403002);
      reads += 1;
    }
    expect(reads).toBeGreaterThanOrEqual(40);
    expect((await send('/api/info', 'GET', s.headers)).body.status).toBe(200);
    expect((await send('/api/admin/users', 'GET', s.headers)).body.status).toBe(200);

    const change = await send('/api/user/password', 'POST', s.headers, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(change.body.status).toBe(200);
    // The other password-only session ends with the change, as any other session would.
    expect((await send('/api/staff/second-factor', 'GET', passwordOnly.headers)).body.status).toBe(410001);
  });
});

describe('who else', () => {
  it('an admin who has not enrolled may enrol and nothing else until then', async () => {
    const db = await getDb();
    const user = await createUser(db, { role: 'admin' });
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    expect((await send('/api/info', 'GET', s.headers)).body.status).toBe(403002);
    expect((await send('/api/user/password', 'POST', s.headers, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })).body.status).toBe(403002);
    const start = await send('/api/staff/second-factor/enrolment', 'POST', s.headers);
    expect(start.body.status).toBe(200);
    const confirm = await send('/api/staff/second-factor/enrolment/confirm', 'POST', s.headers, { code: await totpCodeAt(start.body.data.secret) });
    expect(confirm.body.status).toBe(200);
    expect((await send('/api/info', 'GET', s.headers)).body.status).toBe(200);
  });

  it('operators (no second factor) and buyers are unaffected', async () => {
    const db = await getDb();
    const operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
    expect((await send('/api/info', 'GET', operator.headers)).body.status).toBe(200);
    expect((await send('/api/admin/users', 'GET', operator.headers)).body.status).toBe(200);
    const buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
    expect((await send('/api/info', 'GET', buyer.headers)).body.status).toBe(200);
    expect((await send('/api/products?keyword=brake', 'GET', buyer.headers)).body.status).toBe(200);
  });
});
