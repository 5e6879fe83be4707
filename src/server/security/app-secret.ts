import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSettings } from '../db/schema';
import type { Db } from '../db/types';

/**
 * A secret configured by environment wins; otherwise one is generated once and kept in the
 * database, so every app instance (and every restart) signs with the same key.
 */
export async function loadOrCreateSecret(db: Db, key: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.insert(appSettings).values({ key, value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`secret ${key} could not be stored`);
  return row.value;
}
