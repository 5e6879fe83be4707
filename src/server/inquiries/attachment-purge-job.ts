import { getDb } from '../db';
import type { Db } from '../db/types';
import { startPeriodicJob } from '../jobs/periodic-job';
import { logLine } from '../notifications/log-line';
import { describeError } from '../security/describe-error';
import { fileStore, type FileStore } from '../storage/file-store';
import { purgeUnclaimedAttachments } from './purge-unclaimed-attachments';

const HOUR_MS = 3_600_000;

/**
 * Runs purgeUnclaimedAttachments every hour (see startPeriodicJob), so uploads a buyer abandoned with
 * the inquiry form do not pile up on disk. Every instance may run it: the delete returns each row to
 * one instance only, and that instance removes the file; nothing is kept between passes. An upload is
 * abandoned after a day, so an hour's lateness changes nothing a buyer sees.
 */
export function startAttachmentPurgeJob(
  options: {
    intervalMs?: number;
    firstDelayMs?: number;
    db?: () => Promise<Db>;
    store?: () => FileStore;
  } = {},
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? HOUR_MS;
  const openDb = options.db ?? getDb;
  const store = options.store ?? fileStore;
  return startPeriodicJob(
    'attachment-purge',
    async () => {
      try {
        const purged = await purgeUnclaimedAttachments(await openDb(), store());
        if (purged > 0) logLine('info', 'inquiry.attachments-purged', { purged });
      } catch (err) {
        logLine('error', 'inquiry.attachment-purge-job', describeError(err));
      }
      return intervalMs;
    },
    { firstDelayMs: options.firstDelayMs ?? 60_000 },
  );
}
