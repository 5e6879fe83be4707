import pino, { type Logger } from 'pino';
import { env } from '@/env';
import { redact } from '../security/safe-log-redaction';
import { currentRequestId } from './request-context';

/*
 * The process's one logger (pino): one JSON line per event with level, ISO time, pid, host and — when
 * the line is written while a request is handled — that request's id (request-context.ts), so every
 * line of a request can be found from the id a buyer quotes. Every line passes the redaction
 * (secret-named fields dropped, mobiles masked) whatever module wrote it.
 */

export type LogSink = (line: string) => void;

type Holder = typeof globalThis & { __partsmallLogger?: Logger; __partsmallLogSink?: LogSink | null };
const holder = globalThis as Holder;

function build(): Logger {
  // Asynchronous standard output (pino's sonic-boom, flushed on exit): lines written while a write is
  // in flight go out together, instead of one blocking write per line — with an access-log line per
  // request, that blocking write was a large share of a cached API answer's CPU when stdout is a file.
  // Lines are also held until 4 KiB have gathered (or LOG_FLUSH_MS has passed): each write is a trip
  // through libuv's thread pool, and one per access line cost a busy server much of a cached answer's
  // CPU on the other core (docs/decisions/0043, "Access log"). A SIGKILL loses at most that window.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: env.LOG_FLUSH_MS });
  const destination = {
    write(line: string) {
      const sink = holder.__partsmallLogSink;
      if (sink) sink(line.endsWith('\n') ? line.slice(0, -1) : line);
      else stdout.write(line);
    },
  };
  return pino(
    {
      level: env.LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => redact(fields) as Record<string, unknown>,
      },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** Shared through globalThis: the production server and Next's bundles write through one logger. */
export function logger(): Logger {
  return (holder.__partsmallLogger ??= build());
}

/** Tests capture every line (whatever LOG_LEVEL says) to read what was written; null restores stdout. */
export function setLogSink(next: LogSink | null): void {
  holder.__partsmallLogSink = next;
  logger().level = next ? 'debug' : env.LOG_LEVEL;
}
