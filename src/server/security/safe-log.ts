import { logger } from '../observability/logger';

/*
 * One JSON line per event through the process's logger (src/server/observability/logger.ts: pino,
 * the request's id on every line, the redaction of secrets and mobiles on every line). Accounts code logs through
 * this only, and never passes passwords, codes or tokens on purpose; the redaction is the safety net.
 */

export { redact, redactText } from './safe-log-redaction';
export { setLogSink, type LogSink } from '../observability/logger';

type Level = 'debug' | 'info' | 'warn' | 'error';

export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  logger()[level]({ event, ...fields });
}
