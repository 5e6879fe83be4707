import { hashPassword } from '../../../src/server/security/password-hash';
import type { TestDatabase } from './database';

export const BUYER_PASSWORD = 'Kettle-Harbour-42';
let hash: Promise<string> | undefined;
let sequence = 0;

/** A mobile number unique in this test process. */
export function nextMobile(prefix = '135'): string {
  sequence += 1;
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

/** An approved trade buyer with BUYER_PASSWORD, written straight into the database (what approval leaves). */
export async function insertBuyer(
  db: TestDatabase,
  mobile = nextMobile(),
): Promise<{ id: number; mobile: string }> {
  hash ??= hashPassword(BUYER_PASSWORD);
  const [row] = await db.sql<{ id: number }>(
    `WITH company AS (
       INSERT INTO companies (name, province_code, city_code, district_code, created_at, updated_at)
       VALUES ('广州汽配贸易有限公司', '440000', '440100', '440106', now(), now())
       RETURNING id
     )
     INSERT INTO users (mobile, name, position, company_id, company_role, role, status, password_hash, created_at, updated_at)
     VALUES ($1, '王强', '采购经理', (SELECT id FROM company), 'owner', 'buyer', 'approved', $2, now(), now())
     RETURNING id`,
    [mobile, await hash],
  );
  return { id: row!.id, mobile };
}
