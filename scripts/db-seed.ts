/**
 * `npm run db:seed -- --products N [--reset]`: loads the demo catalogue into DATA_DIR (PGlite) or
 * DATABASE_URL. Without --reset an existing catalogue is left alone; with it the catalogue tables
 * (categories, products, fitments and their vehicle links, membership plans) are truncated first.
 * Accounts, settings and the vehicle table (reference data) stay.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb } from '../src/server/db/client';
import { dbConfigFromEnv } from '../src/server/db/config-from-env';
import { applyMigrations } from '../src/server/db/migrate';
import { categories } from '../src/server/db/schema';
import { seedDemoCatalogue } from '../src/server/db/seed/seed-demo-catalogue';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '3000' }, reset: { type: 'boolean', default: false } },
});
const count = Number(values.products);
if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
  console.error('--products must be a whole number between 0 and 5,000,000');
  process.exit(1);
}

async function main() {
  const handle = await openDb(dbConfigFromEnv());
  try {
    await handle.withMaintenanceLock(async (db) => {
      await applyMigrations(db, handle.driver);
      if (values.reset) {
        await db.execute(
          sql`TRUNCATE TABLE product_vehicles, product_fitments, products, categories, membership_plans, search_words RESTART IDENTITY CASCADE`,
        );
        console.log('Catalogue tables truncated.');
      } else {
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
        if ((row?.n ?? 0) > 0) {
          console.log(`The catalogue already has ${row?.n} categories: nothing to do. Use --reset to replace it.`);
          return;
        }
      }
      const started = performance.now();
      let lastReport = started;
      await seedDemoCatalogue(db, {
        products: count,
        onProgress: (inserted) => {
          const now = performance.now();
          if (now - lastReport > 2000 || inserted === count) {
            lastReport = now;
            process.stdout.write(`  ${inserted.toLocaleString('en')} / ${count.toLocaleString('en')} products\n`);
          }
        },
      });
      const seconds = (performance.now() - started) / 1000;
      const counts = await db.execute<{ categories: number; products: number; fitments: number; links: number; plans: number }>(sql`
        SELECT (SELECT count(*)::int FROM categories) AS categories,
               (SELECT count(*)::int FROM products) AS products,
               (SELECT count(*)::int FROM product_fitments) AS fitments,
               (SELECT count(*)::int FROM product_vehicles) AS links,
               (SELECT count(*)::int FROM membership_plans) AS plans`);
      const c = (counts as unknown as { rows?: Record<string, number>[] }).rows?.[0] ?? {};
      console.log(
        `Seeded (${handle.driver}): ${c.categories} categories, ${c.products} products, ${c.fitments} fitments ` +
          `(${c.links} vehicle links), ` +
          `${c.plans} membership plans in ${seconds.toFixed(1)} s.`,
      );
    });
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
