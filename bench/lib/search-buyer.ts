import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { insertCompanyOwner } from '../../src/server/companies/insert-company-owner';
import { hashPassword } from '../../src/server/security/password-hash';

export const SEARCH_BUYER = { mobile: '13700000043', password: 'Bench-Search-Pass-42' } as const;

/** The bench buyer (approved, its own company), created or reset in the bench's database. */
export async function ensureSearchBuyer(db: Db): Promise<void> {
  const passwordHash = await hashPassword(SEARCH_BUYER.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, SEARCH_BUYER.mobile));
  if (existing) {
    await db.update(users).set({ status: 'approved', passwordHash }).where(eq(users.id, existing.id));
    return;
  }
  await insertCompanyOwner(
    db,
    { name: '搜索压测汽配有限公司', provinceCode: '440000', cityCode: '440300', districtCode: '440305' },
    { mobile: SEARCH_BUYER.mobile, name: '搜索压测买家', role: 'buyer', status: 'approved', passwordHash },
    new Date(),
  );
}
