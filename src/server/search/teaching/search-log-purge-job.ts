import { getDb } from '../../db';
import type { Db } from '../../db/types';
import { startPeriodicJob } from '../../jobs/periodic-job';
import { logLine } from '../../notifications/log-line';
import { describeError } from '../../security/describe-error';
import { purgeSearchLog } from './purge-search-log';

const HOUR_MS = 3_600_000;

/**
 * Purges the search log's old days every hour (see startPeriodicJob). Every instance may run it: the
 * delete is the same whoever gets there first, and nothing is kept between passes.
 */
export function startSearchLogPurgeJob(options: { intervalMs?: number; db?: () => Promise<Db> } = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? HOUR_MS;
  const openDb = options.db ?? getDb;
  return startPeriodicJob(
    'search-log-purge',
    async () => {
      try {
        const purged = await purgeSearchLog(await openDb());
        if (purged > 0) logLine('info', 'search.log-purged', { purged });
      } catch (err) {
        logLine('error', 'search.log-purge-job', describeError(err));
      }
      return intervalMs;
    },
    { firstDelayMs: 60_000 },
  );
}
