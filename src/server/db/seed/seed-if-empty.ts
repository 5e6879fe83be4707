import { sql } from 'drizzle-orm';
import type { Db } from '../types';
import { categories } from '../schema';
import { seedDemoCatalogue } from './seed-demo-catalogue';

/** First run: an empty catalogue gets the demo data. A store with categories is never touched. */
export async function seedIfEmpty(db: Db, options: { products: number }): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoCatalogue(db, options);
  return true;
}
