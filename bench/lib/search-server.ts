/**
 * The search bench's server (a child process of bench/search.ts): the API alone over the bench's
 * database (DATABASE_URL for PostgreSQL, DATA_DIR for PGlite), already seeded by the bench; one approved
 * buyer to sign in as. Prints one `READY {json}` line, then serves on PORT.
 */
import http from 'node:http';
import { createApp } from '@/server/api/app';
import { createApiListener } from '@/server/api/node-listener';
import { getDb } from '@/server/db';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { insertCompanyOwner } from '@/server/companies/insert-company-owner';
import { hashPassword } from '@/server/security/password-hash';

const PASSWORD = 'Bench-Search-Pass-42';
const MOBILE = '13700000043';

async function main() {
  const db = await getDb(); // migrations only: the catalogue is there (SEED_DISABLED)
  const at = new Date();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, MOBILE));
  if (existing) {
    await db.update(users).set({ status: 'approved', passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, existing.id));
  } else {
    await insertCompanyOwner(
      db,
      { name: '搜索压测汽配有限公司', provinceCode: '440000', cityCode: '440300', districtCode: '440305' },
      { mobile: MOBILE, name: '搜索压测买家', role: 'buyer', status: 'approved', passwordHash: await hashPassword(PASSWORD) },
      at,
    );
  }
  const server = http.createServer({ keepAliveTimeout: 60_000 }, createApiListener(createApp()));
  server.listen(Number(process.env.PORT), '127.0.0.1', () => {
    console.log(`READY ${JSON.stringify({ mobile: MOBILE, password: PASSWORD })}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
