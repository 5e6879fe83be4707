import { env } from '@/env';
import { getDb } from '@/server/db';
import { beforeDbClose } from '@/server/db/holder';
import type { Db } from '@/server/db/types';
import { smsProviderFromEnv } from '@/server/integrations/sms/sms-provider-from-env';
import { deliverDueMessages } from './deliver-due-messages';
import { logLine } from './log-line';
import { describeError } from '../security/describe-error';

export { deliverDueMessages } from './deliver-due-messages';

const holder = globalThis as typeof globalThis & { __partsmallOutboxWorker?: () => void };

/**
 * Polls the outbox every OUTBOX_POLL_MS (immediately again while batches come back full). One pass at a
 * time: the next is scheduled only after the previous one finished. The timer is unref'd so it never
 * keeps the process alive; closing the database stops it. One worker per process (Next may load this module twice);
 * several processes on PostgreSQL share the work through SKIP LOCKED.
 */
export function startOutboxWorker(options: { intervalMs?: number; db?: () => Promise<Db> } = {}): () => void {
  if (holder.__partsmallOutboxWorker) return holder.__partsmallOutboxWorker;
  smsProviderFromEnv(); // a half-configured carrier stops the start here, with the missing variable names
  const intervalMs = options.intervalMs ?? env.OUTBOX_POLL_MS;
  const openDb = options.db ?? getDb;
  const batch = 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  };

  const tick = async () => {
    let full = false;
    try {
      const { sent, failed } = await deliverDueMessages(await openDb(), { limit: batch });
      full = sent + failed === batch;
    } catch (err) {
      // The database may be briefly away (R3): keep polling, it comes back.
      logLine('error', 'outbox.worker', describeError(err));
    }
    schedule(full ? 0 : intervalMs);
  };

  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    forget();
    if (holder.__partsmallOutboxWorker === stop) holder.__partsmallOutboxWorker = undefined;
  };
  // Stopped when the server closes the database, not by a SIGTERM listener of its own: re-raising the
  // signal "when nobody else listens" killed the server mid-shutdown whenever its own `once` listener
  // had just run (the embedded database was then never closed cleanly).
  const forget = beforeDbClose(stop);

  holder.__partsmallOutboxWorker = stop;
  schedule(0);
  return stop;
}
