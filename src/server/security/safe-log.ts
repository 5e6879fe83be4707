import { env } from '@/env';
import { maskMobile } from './mask-mobile';

/*
 * One JSON line per event, with redaction (row 25): fields whose name speaks of a secret are dropped,
 * and any mainland mobile number inside a value is masked 138****1234. Accounts code logs through
 * this only, and never passes passwords, codes or tokens on purpose; the redaction is the safety net.
 */

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const SECRET_KEY = /pass|code|token|secret|authorization|cookie|hash|otp/i;
const MOBILE_IN_TEXT = /(?<!\d)(?:\+?86|0086)?(1[3-9]\d)(\d{4})(\d{4})(?!\d)/g;

export function redactText(text: string): string {
  return text.replace(
    MOBILE_IN_TEXT,
    (_all, head: string, _middle: string, tail: string) => `${head}****${tail}`,
  );
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key)
      ? '[redacted]'
      : key === 'mobile' && typeof inner === 'string'
        ? maskMobile(inner)
        : redact(inner, depth + 1);
  }
  return out;
}

export type LogSink = (line: string) => void;
let captured: LogSink | null = null;

/** Tests capture every line (whatever LOG_LEVEL says) to prove nothing secret is written; null restores stdout. */
export function setLogSink(next: LogSink | null): void {
  captured = next;
}

export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    event,
    ...(redact(fields) as Record<string, unknown>),
  });
  if (captured) captured(line);
  else if (ORDER[level] >= ORDER[env.LOG_LEVEL]) process.stdout.write(`${line}\n`);
}
