import { ApiRequestError } from './api-request';

/**
 * What a field's zod issue asks of the person, as a form words it: nothing typed, too short, too long,
 * a contract's named rule (a custom issue's message: 'controlCharacters', an API message key), or
 * simply not valid (a pattern). Each form maps these to its own translated texts.
 */
export type FieldRule = 'required' | 'tooShort' | 'tooLong' | 'invalid' | (string & {});

/** The most characters a contract's text schema takes (through `.default()` / `.optional()`), for "too long" texts. */
export function maxLengthOf(schema: unknown): number | undefined {
  const s = schema as { maxLength?: number | null; unwrap?: () => unknown };
  if (typeof s.maxLength === 'number') return s.maxLength;
  return typeof s.unwrap === 'function' ? maxLengthOf(s.unwrap()) : undefined;
}

/** The type react-hook-form keeps for an error whose message is the words to show (the server's, as sent). */
export const WORDED_ERROR = 'worded';

/** Nothing typed. A custom rule (a password's length) sees the value untrimmed, so spaces count there. */
function isBlank(value: unknown, untrimmed: boolean): boolean {
  if (typeof value === 'string') return (untrimmed ? value : value.trim()) === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null;
}

/** The rule a client-side error broke; null for none (or for the server's own words). */
export function ruleOf(
  error: { type: string; message?: string } | undefined,
  value: unknown,
): FieldRule | null {
  if (!error || error.type === WORDED_ERROR) return null;
  if (isBlank(value, error.type === 'custom')) return 'required';
  if (error.type === 'too_small') return 'tooShort';
  if (error.type === 'too_big') return 'tooLong';
  if (error.type === 'custom' && error.message) return error.message;
  return 'invalid';
}

/**
 * A refused submission, ready to show: the server's translated messages per form field (its
 * `errors[].path` mapped to our field names) and the overall message for the alert above the
 * button. Unknown paths fold into the overall message, so nothing the server said is lost.
 */
export function serverFormErrors<F extends string>(
  err: unknown,
  fieldFor: Readonly<Record<string, F>>,
): { fields: Partial<Record<F, string>>; message: string } {
  const fields: Partial<Record<F, string>> = {};
  if (!(err instanceof ApiRequestError)) return { fields, message: err instanceof Error ? err.message : '' };
  for (const { path, message } of err.fieldErrors) {
    const field = Object.hasOwn(fieldFor, path) ? fieldFor[path] : undefined;
    if (field && !fields[field]) fields[field] = message;
  }
  return { fields, message: err.message };
}
