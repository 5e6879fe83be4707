import { LRUCache } from 'lru-cache';
import { env } from '@/env';
import type { Db } from '../db/types';
import { readCatalogueVersion } from './catalogue-version';

/** A kept value, boxed: lru-cache keeps no null, and "no such category" is an answer. */
type Box = { value: unknown };
type Shelf = { version: string; checkedAt: number; values: LRUCache<string, Box, () => Promise<unknown>> };

/**
 * The one cache of catalogue data (docs/decisions/0076-a-lean-edge.md), shared by the pages and the
 * API: trees, products, listings' counts, whether a URL names something, the API's serialized
 * answers. Values are kept under the catalogue version, which the database bumps on any write to
 * categories, products or fitments, whoever writes; each instance reads it at most every
 * `checkEveryMs`, so a change shows on every instance within that. A new version starts an empty
 * shelf; at most 5000 values a shelf, the least recently used go first. Concurrent misses share one
 * load, and a failed load is not kept.
 */
export function createCatalogueCache(options: { checkEveryMs: () => number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const shelves = new WeakMap<Db, Shelf>();
  const checks = new WeakMap<Db, Promise<Shelf>>();
  /** Bumped by `recheck`: a version read that began before it counts as not checked. */
  let rechecks = 0;

  async function check(db: Db): Promise<Shelf> {
    const [startedAt, startedIn] = [now(), rechecks];
    const version = await readCatalogueVersion(db);
    const checkedAt = startedIn === rechecks ? startedAt : Number.NEGATIVE_INFINITY;
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
    if (!checking) {
      checks.set(db, (checking = check(db).finally(() => checks.delete(db))));
    }
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

export function catalogueCache(): ReturnType<typeof createCatalogueCache> {
  return (holder.__partsmallCatalogue ??= createCatalogueCache({ checkEveryMs: () => env.CATALOGUE_VERSION_CHECK_MS }));
}

/** A catalogue value through the process's cache. */
export function fromCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return catalogueCache().get(db, key, load);
}
