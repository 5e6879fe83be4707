import { env } from '@/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { smsProviderFromEnv } from '@/server/integrations/sms/sms-provider-from-env';
import { deliverDueMessages } from './deliver-due-messages';
import { logLine } from './log-line';
import { describeError } from '../security/describe-error';
import { startPeriodicJob } from '../jobs/periodic-job';

export { deliverDueMessages } from './deliver-due-messages';

/**
 * Polls the outbox every OUTBOX_POLL_MS (immediately again while batches come back full), one pass at
 * a time per process (see startPeriodicJob); several processes on PostgreSQL share the work through
 * SKIP LOCKED.
 */
export function startOutboxWorker(options: { intervalMs?: number; db?: () => Promise<Db> } = {}): () => void {
  smsProviderFromEnv(); // a half-configured carrier stops the start here, with the missing variable names
  const intervalMs = options.intervalMs ?? env.OUTBOX_POLL_MS;
  const openDb = options.db ?? getDb;
  const batch = 10;
  return startPeriodicJob('outbox', async () => {
    let full = false;
    try {
      const { sent, failed } = await deliverDueMessages(await openDb(), { limit: batch });
      full = sent + failed === batch;
    } catch (err) {
      // The database may be briefly away (R3): keep polling, it comes back.
      logLine('error', 'outbox.worker', describeError(err));
    }
    return full ? 0 : intervalMs;
  });
}
