import { env } from '@/env';
import { getDb } from '../db';
import type { Db } from '../db/types';
import { startPeriodicJob } from '../jobs/periodic-job';
import { logLine } from '../notifications/log-line';
import { describeError } from '../security/describe-error';
import { expireOverdueOrders } from './expire-overdue-orders';

/**
 * Runs expireOverdueOrders every PAY_EXPIRY_POLL_MS, one pass at a time per process (see
 * startPeriodicJob). Several instances share the work: the pass skips rows another one holds.
 */
export function startPaymentExpiryJob(options: { intervalMs?: number; db?: () => Promise<Db> } = {}): () => void {
  const intervalMs = options.intervalMs ?? env.PAY_EXPIRY_POLL_MS;
  const openDb = options.db ?? getDb;
  return startPeriodicJob('payment-expiry', async () => {
    try {
      const { expired } = await expireOverdueOrders(await openDb());
      if (expired > 0) logLine('info', 'payment.expired', { expired });
    } catch (err) {
      logLine('error', 'payment.expiry-job', describeError(err));
    }
    return intervalMs;
  });
}
