import { eq } from 'drizzle-orm';
import { appSettings } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The app_settings row the database itself bumps on every write to categories, products or
 * fitments (statement triggers, migration 0002), whoever writes: this process, another instance,
 * the seed script or an operator's SQL. Derived caches are keyed on it, so they cannot outlive the
 * data they were built from by more than the check interval.
 */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

type Memo = { version: string; checkedAt: number; pending?: Promise<string> };
const perDb = new WeakMap<Db, Memo>();

async function readVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CATALOGUE_VERSION_KEY));
  return row?.value ?? '0';
}

/**
 * The catalogue version, read from the database at most once per `maxAgeMs` per process (one read
 * in flight at a time: a burst of requests after the interval shares it).
 */
export function catalogueVersion(db: Db, maxAgeMs: number, now = Date.now()): Promise<string> {
  const memo = perDb.get(db);
  if (memo && now - memo.checkedAt < maxAgeMs) return Promise.resolve(memo.version);
  if (memo?.pending) return memo.pending;
  const pending = readVersion(db).then(
    (version) => {
      perDb.set(db, { version, checkedAt: now });
      return version;
    },
    (err: unknown) => {
      if (memo) delete memo.pending;
      throw err;
    },
  );
  if (memo) memo.pending = pending;
  else perDb.set(db, { version: '', checkedAt: Number.NEGATIVE_INFINITY, pending });
  return pending;
}

/** After a catalogue write in this process: the next read asks the database again. */
export function forgetCatalogueVersion(db: Db): void {
  perDb.delete(db);
}
