/**
 * The inquiry bench's server (a child process of bench/inquiries.ts): the API alone on a fresh PGlite
 * data folder with the demo catalogue, one approved buyer with BENCH_INQUIRIES inquiries of 3 lines,
 * and 500 part numbers written the way buyers paste them. Prints one `READY {json}` line, then serves.
 */
import http from 'node:http';
import { asc, eq, sql } from 'drizzle-orm';
import { createApp } from '@/server/api/app';
import { createApiListener } from '@/server/api/node-listener';
import { getDb } from '@/server/db';
import { companies, products, users } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { insertCompanyOwner } from '@/server/companies/insert-company-owner';
import { createInquiry } from '@/server/inquiries/create-inquiry';
import { hashPassword } from '@/server/security/password-hash';

const PASSWORD = 'Bench-Inquiry-Pass-42';
const MOBILE = '13700000042';

/** The same number as a buyer might type it: lower case, hyphens and spaces moved about. */
function scramble(value: string, i: number): string {
  if (i % 3 === 0) return value.toLowerCase();
  if (i % 3 === 1) return value.replace(/[-\s]/g, '');
  return value.replace(/-/g, ' ');
}

/** The benchmark's buyer: the owner of its own company, created on the first run. */
async function benchBuyer(db: Db, at: Date) {
  const [existing] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.mobile, MOBILE));
  if (existing) return existing;
  return insertCompanyOwner(
    db,
    { name: '压测汽配有限公司', provinceCode: '440000', cityCode: '440300', districtCode: '440305' },
    { mobile: MOBILE, name: '压测买家', role: 'buyer', status: 'approved', passwordHash: await hashPassword(PASSWORD) },
    at,
  );
}

async function main() {
  const inquiryCount = Number(process.env.BENCH_INQUIRIES ?? 500);
  const db = await getDb(); // migrates and seeds the demo catalogue
  const at = new Date();
  const buyer = await benchBuyer(db, at);
  const catalogue = await db
    .select({ sku: products.skuCode, part: products.partNumber, oe: products.oeNumbers, moq: products.moq })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(asc(products.id))
    .limit(2000);
  const [{ existing } = { existing: 0 }] = await db.execute(sql`SELECT count(*)::int AS existing FROM inquiries`).then((r) => (r as unknown as { rows: { existing: number }[] }).rows);
  for (let i = Number(existing); i < inquiryCount; i++) {
    const picks = [0, 1, 2].map((k) => catalogue[(i * 7 + k * 331) % catalogue.length]!);
    await createInquiry(db, {
      buyer: { id: buyer.user.id, companyId: buyer.company.id, company: buyer.company.name },
      site: 'us',
      lang: 'zh',
      idempotencyKey: `bench-inquiry-${i}`,
      body: {
        lines: picks.map((p) => ({ product: p.sku, quantity: p.moq, targetUnitPrice: null, neededBy: null, note: '' })),
        message: '',
        contactName: '压测买家',
        contactMobile: MOBILE,
        attachmentIds: [],
      },
    });
  }
  // 500 lines: a third by SKU, a third by maker part number, a third by OE number, all scrambled.
  const partsList = catalogue.slice(0, 500).map((p, i) => {
    const number = i % 3 === 0 ? p.sku : i % 3 === 1 ? p.part : (p.oe[0] ?? p.sku);
    return `${scramble(number, i)}\t${p.moq}`;
  });

  const server = http.createServer(createApiListener(createApp()));
  server.listen(Number(process.env.PORT), '127.0.0.1', () => {
    console.log(`READY ${JSON.stringify({ mobile: MOBILE, password: PASSWORD, partsList })}`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
