import { maskMobile } from './mask-mobile';

/*
 * The redaction every log line passes: fields whose name speaks of a secret are dropped, and
 * any mainland mobile number inside a value is masked 138****1234. Code logs no password, code or
 * token on purpose; this is the safety net.
 */

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
