import { redactText } from './safe-log-redaction';

/*
 * What an unexpected error may put in a log line. A database error's text carries the failed SQL with
 * its parameter values (a mobile number, a name typed into a form), and a driver's `detail` repeats
 * key values: for those only the classes and the SQLSTATE code are kept. Other errors keep a short
 * message, with mobile numbers masked.
 */

const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

function chain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let current: unknown = err;
  while (current && typeof current === 'object' && out.length < 5) {
    out.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return out;
}

function className(err: ErrorLike): string {
  const ctor = (err as { constructor?: { name?: string } }).constructor?.name;
  return typeof err.name === 'string' && err.name !== 'Error' ? err.name : (ctor ?? 'Error');
}

function isDatabaseError(err: ErrorLike): boolean {
  const name = className(err);
  return (
    /Drizzle|Database|Postgres|PGlite/i.test(name) ||
    (typeof err.code === 'string' && SQLSTATE.test(err.code)) ||
    (typeof err.message === 'string' && err.message.startsWith('Failed query'))
  );
}

export function describeError(err: unknown): { error: string; code?: string; message?: string } {
  const links = chain(err);
  if (links.length === 0) return { error: typeof err };
  const error = links.map(className).join(' ← ');
  const code = links.map((link) => link.code).find((c): c is string => typeof c === 'string' && SQLSTATE.test(c));
  if (links.some(isDatabaseError)) return { error, ...(code ? { code } : {}) };
  const message = typeof links[0]!.message === 'string' ? redactText(links[0]!.message).slice(0, 300) : undefined;
  return { error, ...(message ? { message } : {}) };
}
