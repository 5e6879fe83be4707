import { sql } from 'drizzle-orm';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { companies, outbox, users, type NewCompanyRow, type NewUserRow, type UserRow } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { hashPassword } from '@/server/security/password-hash';
import { api, xsrfHeaders } from '@tests/setup/test-app';

let sequence = 0;

/** A mainland mobile number no other call in this process returned (13900000001, 13900000002, …). */
export function nextMobile(): string {
  sequence += 1;
  return `139${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

/** A real region (广东省 深圳市 南山区) for forms. */
export const REGION = { province: '440000', city: '440300', district: '440305' } as const;

export const GOOD_PASSWORD = 'Kettle-Harbour-42';

// Hashing is slow on purpose (argon2): reuse hashes of the same password within a file.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** What a test may set on the company a buyer gets (its name is `company`, as the register form says). */
export type CompanyOverrides = Partial<
  Omit<NewCompanyRow, 'name' | 'id' | 'status' | 'statusReason' | 'createdAt' | 'updatedAt'>
> & { company?: string };

export type CreatedUser = UserRow & { password: string | null; company: string; companyId: number | null };

/**
 * Inserts a user. Defaults: an approved buyer with GOOD_PASSWORD in Shenzhen, owner of a new company
 * of its own (staff get none). `companyId` + `companyRole` put a buyer in an existing company instead.
 * `password: null` leaves the account without one (as registration does).
 */
export async function createUser(
  db: Db,
  overrides: Partial<NewUserRow> & CompanyOverrides & { password?: string | null } = {},
): Promise<CreatedUser> {
  const {
    password = GOOD_PASSWORD,
    company: companyName = '深圳测试汽配有限公司',
    provinceCode,
    cityCode,
    districtCode,
    gmvLevelCode,
    businessYearCode,
    membershipLevel,
    membershipExpiresAt,
    ...rest
  } = overrides;
  const at = now();
  const role = rest.role ?? 'buyer';
  let companyId = rest.companyId ?? null;
  if (role === 'buyer' && companyId === null) {
    const [company] = await db
      .insert(companies)
      .values({
        name: companyName,
        provinceCode: provinceCode ?? REGION.province,
        cityCode: cityCode ?? REGION.city,
        districtCode: districtCode ?? REGION.district,
        ...(gmvLevelCode ? { gmvLevelCode } : {}),
        ...(businessYearCode ? { businessYearCode } : {}),
        ...(membershipLevel !== undefined ? { membershipLevel } : {}),
        ...(membershipExpiresAt !== undefined ? { membershipExpiresAt } : {}),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: companies.id });
    companyId = company!.id;
  }
  const [row] = await db
    .insert(users)
    .values({
      mobile: nextMobile(),
      name: '张三',
      position: '采购经理',
      role: 'buyer',
      status: 'approved',
      passwordHash: password === null ? null : await cachedHash(password),
      createdAt: at,
      updatedAt: at,
      ...rest,
      companyId,
      companyRole: rest.companyRole ?? (companyId !== null && role === 'buyer' ? 'owner' : null),
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  return { ...row, password, company: companyId === null ? '' : companyName };
}

/** A staff member with role operator: the operator API without a second factor. */
export function createOperator(db: Db, overrides: Partial<NewUserRow> & { password?: string } = {}) {
  return createUser(db, { role: 'operator', name: 'Operator', ...overrides });
}

/**
 * Kept for the tests written before roles split (they call the operator API): an operator. A user with
 * role admin needs the second factor — see tests/factories/staff.ts.
 */
export const createAdmin = createOperator;

export type Session = {
  token: string;
  /** Authorization + the session-bound XSRF cookie/header pair: ready for any call. */
  headers: Record<string, string>;
};

/** The XSRF-TOKEN value an answer set, if any. */
export function xsrfCookieOf(res: Response): string | null {
  const raw = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return raw ? decodeURIComponent(raw) : null;
}

/** Signs in through the API as a browser would (visitor XSRF first, then the session-bound one it gets back). */
export async function signIn(mobile: string, password: string): Promise<Session> {
  const visitor = await xsrfHeaders();
  const { res, body } = await api('/api/login', {
    method: 'POST',
    headers: { ...visitor, 'content-type': 'application/json' },
    body: JSON.stringify({ username: mobile, password }),
  });
  if (body?.status !== 200) throw new Error(`signIn failed: ${JSON.stringify(body)}`);
  const xsrf = xsrfCookieOf(res);
  if (!xsrf) throw new Error('signIn: no XSRF cookie on the login answer');
  const token: string = body.data.token;
  return {
    token,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
      'x-xsrf-token': xsrf,
    },
  };
}

/** JSON call with headers merged (`session.headers`, visitor XSRF…). */
export function send(path: string, method: string, headers: Record<string, string>, body?: unknown) {
  return api(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Visitor POST with a fresh XSRF pair. */
export async function visitorPost(path: string, body: unknown) {
  return send(path, 'POST', await xsrfHeaders(), body);
}

/** Rate-limit counters, codes and queued messages start empty (tests share one database per file). */
export async function resetAccountState(db?: Db): Promise<void> {
  const target = db ?? (await getDb());
  await target.execute(sql`TRUNCATE rate_limits, sms_codes, outbox`);
}

/** SMS rows queued for a number (payload as enqueueSms wrote it). */
export async function smsFor(mobile: string, db?: Db) {
  const target = db ?? (await getDb());
  const rows = await target
    .select()
    .from(outbox)
    .where(sql`${outbox.channel} = 'sms' AND ${outbox.payload}->>'to' = ${mobile}`);
  return rows.map(
    (row) => row.payload as { to: string; template: string; params: Record<string, string>; text: string },
  );
}

/** Asks for a code and reads it from the outbox (as the console provider would print it). */
export async function requestCode(
  mobile: string,
  issue: 'autopartsContactApply' | 'autopartsResetPwd' = 'autopartsContactApply',
) {
  const { body } = await visitorPost('/api/send/sms', { username: mobile, issue });
  if (body?.status !== 200) throw new Error(`send/sms failed: ${JSON.stringify(body)}`);
  const sms = (await smsFor(mobile)).filter((m) => m.template === 'verificationCode').at(-1);
  return sms?.params.code ?? null;
}
