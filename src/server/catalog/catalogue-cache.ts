import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { env } from '@/env';
import { appSettings } from '../db/schema';
import type { Db } from '../db/types';

/** The app_settings row the database bumps on every write to categories, products or fitments (migration 0002). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** A kept value, boxed: lru-cache keeps no null, and "no such category" is an answer. */
type Box = { value: unknown };
type Shelf = { version: string; checkedAt: number; values: LRUCache<string, Box, () => Promise<unknown>> };

/**
 * The one cache of catalogue data (docs/decisions/0075-a-lean-edge.md), shared by the pages and the
 * API: trees, products, listings' counts, whether a URL names something, the API's serialized
 * answers. Values are kept under the catalogue version, which the database bumps on any catalogue
 * write, whoever writes; each instance reads it at most every `checkEveryMs`, so a change shows on
 * every instance within that. A new version starts an empty shelf (5000 values at most, least
 * recently used out). Concurrent misses share one load; a failed load is not kept.
 */
export function createCatalogueCache(options: { checkEveryMs: () => number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const shelves = new WeakMap<Db, Shelf>();
  const checks = new WeakMap<Db, Promise<Shelf>>();
  /** Bumped by `recheck`: a version read that began before it counts as not checked. */
  let rechecks = 0;

  async function check(db: Db): Promise<Shelf> {
    const [startedAt, startedIn] = [now(), rechecks];
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, CATALOGUE_VERSION_KEY));
    const [version, checkedAt] = [row?.value ?? '0', startedIn === rechecks ? startedAt : Number.NEGATIVE_INFINITY];
    const shelf = shelves.get(db);
    if (shelf?.version === version) return Object.assign(shelf, { checkedAt });
    const values = new LRUCache<string, Box, () => Promise<unknown>>({
      max: 5000,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
    shelves.set(db, { version, checkedAt, values });
    return shelves.get(db)!;
  }

  function shelfOf(db: Db): Shelf | Promise<Shelf> {
    const shelf = shelves.get(db);
    if (shelf && now() - shelf.checkedAt < options.checkEveryMs()) return shelf;
    let checking = checks.get(db);
    if (!checking) checks.set(db, (checking = check(db).finally(() => checks.delete(db))));
    return checking;
  }

  return {
    /** `load()`'s value for `key` under the current catalogue version: loaded once, then kept. */
    async get<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      const box = await (await shelfOf(db)).values.fetch(key, { context: load });
      return box!.value as T;
    },
    /** The next read asks the database for the version (this instance saw a catalogue change). */
    recheck(db: Db): void {
      rechecks += 1;
      checks.delete(db);
      const shelf = shelves.get(db);
      if (shelf) shelf.checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

// On globalThis: Next bundles the pages, the API app and the freshness poller apart; all share one cache.
const holder = globalThis as typeof globalThis & { __partsmallCatalogue?: ReturnType<typeof createCatalogueCache> };

/** The process's catalogue cache (the freshness poller rechecks it). */
export function catalogueCache(): ReturnType<typeof createCatalogueCache> {
  return (holder.__partsmallCatalogue ??= createCatalogueCache({ checkEveryMs: () => env.CATALOGUE_VERSION_CHECK_MS }));
}

/** A catalogue value through the process's cache. */
export function fromCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return catalogueCache().get(db, key, load);
}
