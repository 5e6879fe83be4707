import { env } from '@/env';
import { getDb } from '../../db';
import type { Db } from '../../db/types';
import { startPeriodicJob } from '../../jobs/periodic-job';
import { catalogueCache } from '../catalogue-cache';
import { describeError } from '../../security/describe-error';
import { logEvent } from '../../security/safe-log';
import { cursorAtPresent, pruneCatalogueChanges, readCatalogueChanges, type FeedCursor } from './catalogue-change-feed';
import { changedPages } from './changed-pages';
import { revalidateOwnPages } from './revalidate-own-pages';
import { revalidationTargets, type RevalidationTarget } from './revalidation-targets';

/** Change rows are kept this long; an instance away longer revalidates everything when it starts. */
export const KEEP_CHANGES_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * Every FRESHNESS_POLL_MS: the catalogue changes committed since the last pass (catalogue_changes,
 * written by triggers whoever writes), mapped to the cached pages they show on, revalidated in this
 * process's Next cache. Each instance polls for itself, so a
 * change made anywhere reaches every instance's cache (docs/decisions/0051-storefront-freshness.md).
 * The first pass, one interval after start, revalidates everything: pages cached on disk may predate
 * changes made while this process was not running. A pass that fails (database away, server not
 * listening yet) leaves the cursor where it was, so the next one retries the same changes.
 */
export function startStorefrontFreshness(
  options: {
    intervalMs?: number;
    db?: () => Promise<Db>;
    /** Tests record the targets instead of calling the route. */
    revalidate?: (targets: RevalidationTarget[]) => Promise<void>;
  } = {},
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? env.FRESHNESS_POLL_MS;
  const openDb = options.db ?? getDb;
  const revalidate = options.revalidate ?? revalidateOwnPages;
  let cursor: FeedCursor | undefined;
  let starting = true;
  let prunedAt = 0;
  let failing = false;

  return startPeriodicJob('storefront-freshness', async () => {
    try {
      const db = await openDb();
      cursor ??= await cursorAtPresent(db);
      const read = await readCatalogueChanges(db, cursor);
      const changes = starting ? [{ skuCode: null, categoryId: null, everything: true }] : read.changes;
      const changed = await changedPages(db, changes);
      if (changed) {
        // The pages re-render from the catalogue cache: it must read the new version first.
        catalogueCache().recheck(db);
        await revalidate(revalidationTargets(changed));
      }
      cursor = read.cursor;
      starting = false;
      failing = false;
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneCatalogueChanges(db, KEEP_CHANGES_MS);
      }
    } catch (err) {
      // Once per run of failures: at start the server is not listening yet for a moment.
      if (!failing) logEvent('warn', 'freshness.pass-failed', describeError(err));
      failing = true;
    }
    return intervalMs;
    // Not at once: the first pass calls this process's own server, which starts listening only once
    // boot is done, and its revalidation (Next loading the route, every page marked stale) would
    // otherwise land on the server's first requests (docs/decisions/0054-start-up-and-memory.md).
  }, { firstDelayMs: intervalMs });
}
