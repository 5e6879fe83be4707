import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDbHandle, useDbHandle, type DbHandle } from '@/server/db';
import { openDb } from '@/server/db/client';
import { applyMigrations, migrationsFolder } from '@/server/db/migrate';
import { companies, inquiries, membershipPlans, invoices, invoiceTitles, membershipOrders, users } from '@/server/db/schema';
import { hashPassword } from '@/server/security/password-hash';
import { GOOD_PASSWORD, send, signIn } from '@tests/factories/users';
import { resetXsrfSecretCache } from '@tests/setup/test-app';
import { adminQuery, databaseUrl } from '../../scripts/lib/postgres-admin';

/**
 * A store that ran before company accounts: a database at migration 0017 with buyers holding their
 * company, region, bands and membership on the account, and their orders, invoices, titles and
 * inquiries. Applying the remaining migrations makes each buyer the owner of a one-person company
 * that holds all of it, and the buyer finds everything where it was.
 */

const LAST_BEFORE_COMPANIES = 17;

/** The committed migrations up to and including 0017, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** A fresh, empty database of the kind the tests run on (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
async function emptyDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDb({ kind: 'pglite' });
    return { handle, drop: () => handle.close() };
  }
  const name = `partsmall_mig_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const handle = await openDb({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolMax: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 60_000 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function migrateFrom(handle: DbHandle, folder: string) {
  if (handle.driver === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

type Legacy = {
  id: number;
  mobile: string;
  name: string;
  company: string;
  province: string;
  city: string;
  district: string;
  gmv: string;
  years: string;
  level: number;
  expiresAt: string | null;
};

const ALPHA: Legacy = {
  id: 0,
  mobile: '13700000001',
  name: '王老板',
  company: '深圳甲方汽配有限公司',
  province: '440000',
  city: '440300',
  district: '440305',
  gmv: 'C',
  years: 'B',
  level: 2,
  expiresAt: '2027-06-30T16:00:00.000Z',
};
const BETA: Legacy = {
  id: 0,
  mobile: '13700000002',
  name: '李采购',
  company: '北京乙方汽配商行',
  province: '110000',
  city: '110100',
  district: '110101',
  gmv: 'A',
  years: 'D',
  level: 0,
  expiresAt: null,
};

let original: DbHandle;
let legacy: { handle: DbHandle; drop: () => Promise<void> };
let folder: string;
const orderSns = { paid: 'VIP20261101AAAA000001', pending: 'VIP20261102BBBB000002', beta: 'VIP20261103CCCC000003' };
const references = { alpha1: 'RFQ20261101-000001', alpha2: 'RFQ20261102-000002', beta: 'RFQ20261103-000003' };
let operatorId = 0;

beforeAll(async () => {
  original = await getDbHandle();
  folder = migrationsUpTo(LAST_BEFORE_COMPANIES);
  legacy = await emptyDatabase();
  const { handle } = legacy;
  await migrateFrom(handle, folder);

  // The old way: the company, region, bands and membership live on the account.
  const hash = await hashPassword(GOOD_PASSWORD);
  const at = '2026-10-01T02:00:00.000Z';
  for (const who of [ALPHA, BETA]) {
    await handle.exec(
      `INSERT INTO users (mobile, name, company, duty, position, province_code, city_code, district_code, gmv_level_code,
         business_year_code, role, status, password_hash, membership_level, membership_expires_at, created_at, updated_at)
       VALUES (${sqlText(who.mobile)}, ${sqlText(who.name)}, ${sqlText(who.company)}, ${sqlText(who.name)}, '经理',
         ${sqlText(who.province)}, ${sqlText(who.city)}, ${sqlText(who.district)}, ${sqlText(who.gmv)}, ${sqlText(who.years)},
         'buyer', 'approved', ${sqlText(hash)}, ${who.level}, ${who.expiresAt ? sqlText(who.expiresAt) : 'NULL'},
         ${sqlText(at)}, ${sqlText(at)})`,
    );
  }
  await handle.exec(
    `INSERT INTO users (mobile, name, company, province_code, city_code, role, status, password_hash, created_at, updated_at)
     VALUES ('13700000009', 'Operator', '', '', '', 'operator', 'approved', ${sqlText(hash)}, ${sqlText(at)}, ${sqlText(at)})`,
  );
  const people = await handle.db.select({ id: users.id, mobile: users.mobile }).from(users);
  ALPHA.id = people.find((p) => p.mobile === ALPHA.mobile)!.id;
  BETA.id = people.find((p) => p.mobile === BETA.mobile)!.id;
  operatorId = people.find((p) => p.mobile === '13700000009')!.id;

  const plans = await legacyPlans(handle);
  const order = (sn: string, userId: number, state: string, paid: boolean) =>
    handle.exec(
      `INSERT INTO membership_orders (order_sn, user_id, plan_id, order_type, amount_fen, currency, state, provider, pay_url,
         created_at, pay_expires_at, paid_at, updated_at)
       VALUES (${sqlText(sn)}, ${userId}, ${plans.annual.id}, 1, ${plans.annual.priceFen}, 'CNY', ${sqlText(state)}, 'sandbox',
         'http://localhost/pay/sandbox/x', ${sqlText(at)}, ${sqlText(at)}, ${paid ? sqlText(at) : 'NULL'}, ${sqlText(at)})`,
    );
  await order(orderSns.paid, ALPHA.id, 'paid', true);
  await order(orderSns.pending, ALPHA.id, 'pending', false);
  await order(orderSns.beta, BETA.id, 'paid', true);
  await handle.exec(
    `INSERT INTO invoice_titles (user_id, kind, name, tax_no, is_default, created_at, updated_at)
     VALUES (${ALPHA.id}, 'company', '深圳甲方汽配有限公司', '91440300MA5DXXXX1X', true, ${sqlText(at)}, ${sqlText(at)})`,
  );
  await handle.exec(
    `INSERT INTO invoices (order_id, user_id, title_id, title_kind, title_name, tax_no, address, phone, bank, account, type, email,
       amount_fen, state, requested_at, updated_at)
     SELECT o.id, o.user_id, t.id, 'company', t.name, t.tax_no, '', '', '', '', 'normal', 'alpha@example.cn', o.amount_fen,
       'requested', ${sqlText(at)}, ${sqlText(at)}
     FROM membership_orders o, invoice_titles t WHERE o.order_sn = ${sqlText(orderSns.paid)}`,
  );
  const inquiry = (reference: string, userId: number, sku: string) =>
    handle.exec(
      `WITH i AS (
         INSERT INTO inquiries (reference, user_id, site, currency, state, message, contact_name, contact_mobile, lang, created_at, updated_at)
         VALUES (${sqlText(reference)}, ${userId}, 'us', 'USD', 100, 'legacy', '张三', '13812341234', 'zh', ${sqlText(at)}, ${sqlText(at)})
         RETURNING id)
       INSERT INTO inquiry_lines (inquiry_id, line_no, sku_code, part_number, brand, title_zh, title_en, unit, moq, quantity, list_unit_price)
       SELECT id, 1, ${sqlText(sku)}, 'PN-1', 'Bosch', '刹车片', 'Brake pads', 'piece', 1, 4, 1200 FROM i`,
    );
  await inquiry(references.alpha1, ALPHA.id, 'PM-LEGACY-1');
  await inquiry(references.alpha2, ALPHA.id, 'PM-LEGACY-2');
  await inquiry(references.beta, BETA.id, 'PM-LEGACY-3');

  // Everything after 0017, as a deployment would apply it.
  await applyMigrations(handle.db, handle.driver);
  useDbHandle(handle);
  resetXsrfSecretCache();
}, 300_000);

afterAll(async () => {
  useDbHandle(original);
  resetXsrfSecretCache();
  await legacy?.drop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('migration 0018: every buyer becomes the owner of a one-person company', () => {
  it('the company holds the buyer’s name, region, bands, membership level and expiry; staff get none', async () => {
    const db = legacy.handle.db;
    for (const who of [ALPHA, BETA]) {
      const [user] = await db.select().from(users).where(eq(users.id, who.id));
      expect(user).toMatchObject({ companyRole: 'owner', seatState: 'active' });
      const [company] = await db.select().from(companies).where(eq(companies.id, user!.companyId!));
      expect(company).toMatchObject({
        name: who.company,
        provinceCode: who.province,
        cityCode: who.city,
        districtCode: who.district,
        gmvLevelCode: who.gmv,
        businessYearCode: who.years,
        membershipLevel: who.level,
        status: 'active',
      });
      expect(company!.membershipExpiresAt?.toISOString() ?? null).toBe(who.expiresAt);
      const members = await db.select({ id: users.id }).from(users).where(eq(users.companyId, company!.id));
      expect(members).toEqual([{ id: who.id }]);
    }
    const [operator] = await db.select().from(users).where(eq(users.id, operatorId));
    expect(operator).toMatchObject({ companyId: null, companyRole: null });
    expect(await db.select({ id: companies.id }).from(companies)).toHaveLength(2);
  });

  it('orders, invoices, titles and inquiries carry their buyer’s company', async () => {
    const db = legacy.handle.db;
    const companyOf = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!.companyId;
    const alpha = await companyOf(ALPHA.id);
    const beta = await companyOf(BETA.id);
    expect(alpha).not.toBe(beta);
    const orders = await db.select({ sn: membershipOrders.orderSn, companyId: membershipOrders.companyId }).from(membershipOrders);
    expect(new Map(orders.map((o) => [o.sn, o.companyId]))).toEqual(
      new Map([
        [orderSns.paid, alpha],
        [orderSns.pending, alpha],
        [orderSns.beta, beta],
      ]),
    );
    expect(await db.select({ companyId: invoices.companyId }).from(invoices)).toEqual([{ companyId: alpha }]);
    expect(await db.select({ companyId: invoiceTitles.companyId }).from(invoiceTitles)).toEqual([{ companyId: alpha }]);
    const rows = await db
      .select({ reference: inquiries.reference, companyId: inquiries.companyId })
      .from(inquiries)
      .where(inArray(inquiries.reference, Object.values(references)));
    expect(new Map(rows.map((r) => [r.reference, r.companyId]))).toEqual(
      new Map([
        [references.alpha1, alpha],
        [references.alpha2, alpha],
        [references.beta, beta],
      ]),
    );
  });

  it('signed in, the buyer finds the same profile, membership, orders, invoices, titles and inquiries through the API', async () => {
    const session = await signIn(ALPHA.mobile, GOOD_PASSWORD);
    const info = await send('/api/info?lang=zh', 'GET', session.headers);
    expect(info.body.status).toBe(200);
    expect(info.body.data).toMatchObject({
      id: ALPHA.id,
      name: ALPHA.name,
      company: ALPHA.company,
      gmvLevelCode: ALPHA.gmv,
      businessYearCode: ALPHA.years,
      membershipLevel: ALPHA.level,
      membershipExpiresAt: ALPHA.expiresAt,
      companyRole: 'owner',
      region: { province: { adcode: ALPHA.province }, city: { adcode: ALPHA.city }, district: { adcode: ALPHA.district } },
    });

    const orders = await send('/api/get/level/order?lang=zh', 'GET', session.headers);
    expect(orders.body.status).toBe(200);
    const listed = JSON.stringify(orders.body.data);
    expect(listed).toContain(orderSns.paid);
    expect(listed).toContain(orderSns.pending);
    expect(listed).not.toContain(orderSns.beta);

    const invoiceList = await send('/api/invoice/list?lang=zh', 'GET', session.headers);
    expect(invoiceList.body.status).toBe(200);
    expect(invoiceList.body.data.items).toEqual([expect.objectContaining({ order_sn: orderSns.paid, title_name: ALPHA.company })]);

    const titles = await send('/api/invoice/title/list?lang=zh', 'GET', session.headers);
    expect(titles.body.status).toBe(200);
    expect(JSON.stringify(titles.body.data)).toContain(ALPHA.company);

    const list = await send('/api/inquiry?lang=zh', 'GET', session.headers);
    expect(list.body.status).toBe(200);
    const items = list.body.data.items as { id: number; reference: string; sender: { id: number; name: string } }[];
    expect(items.map((i) => i.reference).sort()).toEqual([references.alpha1, references.alpha2]);
    for (const item of items) expect(item.sender).toEqual({ id: ALPHA.id, name: ALPHA.name });
    const detail = await send(`/api/inquiry/${items[0]!.id}?lang=zh`, 'GET', session.headers);
    expect(detail.body.data).toMatchObject({ reference: items[0]!.reference, lines: [expect.objectContaining({ quantity: 4 })] });

    const beta = await signIn(BETA.mobile, GOOD_PASSWORD);
    const betaList = await send('/api/inquiry?lang=zh', 'GET', beta.headers);
    expect((betaList.body.data.items as { reference: string }[]).map((i) => i.reference)).toEqual([references.beta]);
    expect((await send(`/api/inquiry/${items[0]!.id}?lang=zh`, 'GET', beta.headers)).body.status).toBe(404000);
    const betaInfo = await send('/api/info?lang=zh', 'GET', beta.headers);
    expect(betaInfo.body.data).toMatchObject({ company: BETA.company, membershipLevel: 0, membershipExpiresAt: null, companyRole: 'owner' });
  });
});

/** The annual plan as a 0017 database held it: only the columns plans had then. */
async function legacyPlans(handle: DbHandle) {
  const text = (zh: string, en: string) => sqlText(JSON.stringify({ zh, en }));
  await handle.exec(
    `INSERT INTO membership_plans (level, title, price_fen, duration_days, memo_data, memo_cooperation, memo_expiration,
       memo_per_day, memo_account, is_invoice, per_day_limit, account_limit, sort_order, active)
     VALUES (2, ${text('年度会员', 'Annual membership')}, 299900, 365, ${text('数据', 'Data')}, ${text('合作', 'Cooperation')},
       ${text('365天', '365 days')}, ${text('每日100次', '100 a day')}, ${text('1+3', '1 + 3')}, 1, 100, 3, 2, 1)`,
  );
  const [annual] = await handle.db.select({ id: membershipPlans.id, priceFen: membershipPlans.priceFen }).from(membershipPlans);
  return { annual: annual! };
}
