import { env } from '@/env';
import { getDb } from '../db';
import type { Db } from '../db/types';
import { startPeriodicJob } from '../jobs/periodic-job';
import { logLine } from '../notifications/log-line';
import { describeError } from '../security/describe-error';
import { sendRenewalReminders } from './renewal-reminders';

/**
 * Runs sendRenewalReminders every RENEWAL_REMINDER_POLL_MS, one pass at a time per process (see
 * startPeriodicJob). Every instance may run it: the reminder rows are the claims, so each reminder
 * is queued once whichever instance gets there first, and nothing is kept in memory between passes.
 */
export function startRenewalReminderJob(options: { intervalMs?: number; db?: () => Promise<Db> } = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? env.RENEWAL_REMINDER_POLL_MS;
  const openDb = options.db ?? getDb;
  return startPeriodicJob('renewal-reminders', async () => {
    try {
      const { sent } = await sendRenewalReminders(await openDb());
      if (sent > 0) logLine('info', 'membership.renewal-reminders', { sent });
    } catch (err) {
      logLine('error', 'membership.renewal-reminder-job', describeError(err));
    }
    return intervalMs;
  });
}
