import { z } from 'zod';

/*
 * The generic validator of the spec: required, min, max, len, number, enum, email, url and
 * pattern, as zod schemas. Contracts build their fields from these, so the API and every form that
 * reads a contract apply the same rule; there is no second rule engine. A custom refusal names its
 * form rule (message) and the API's translated text (params.apiKey).
 */

/** The spec's caps: a whole e-mail address, its local part (before the @), a URL. */
export const RULE_LIMITS = { emailMax: 254, emailLocalMax: 64, urlMax: 2084 } as const;

/** Something must be given: a trimmed, non-empty text of at most `max` characters. */
export const required = (max: number) => z.string().trim().min(1).max(max);

/** A text of `min`–`max` characters (after trimming). */
export const textLength = ({ min = 0, max }: { min?: number; max: number }) => z.string().trim().min(min).max(max);

/** A text of exactly `len` characters (after trimming). */
export const exactLength = (len: number) => z.string().trim().length(len);

/** A number within `min`–`max` (whole when `int`). */
export const numberRule = ({ min, max, int = false }: { min?: number; max?: number; int?: boolean }) => {
  let schema = int ? z.number().int() : z.number();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
};

/** One of a fixed list. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** A text matching `pattern` (after trimming). */
export const pattern = (regex: RegExp) => z.string().trim().regex(regex);

/** The length the spec caps: characters as UTF-16 units, as the RFCs' octet limits are for ASCII addresses. */
const localPart = (address: string) => address.slice(0, Math.max(0, address.lastIndexOf('@')));

/**
 * An e-mail address: at most 254 characters, a local part of at most 64, and the shape zod checks.
 * The caps are checked first, so a long address is refused as long rather than as malformed.
 */
export const email = () =>
  z
    .string()
    .trim()
    .max(RULE_LIMITS.emailMax)
    .refine((v) => localPart(v).length <= RULE_LIMITS.emailLocalMax, {
      message: 'emailLocalTooLong',
      params: { apiKey: 'emailLocalTooLong', max: RULE_LIMITS.emailLocalMax },
      abort: true,
    })
    .pipe(z.email());

/**
 * An http(s) URL with a host and no user or password in it, at most 2084 characters (or `max`, when a
 * field takes less).
 */
export const url = ({ max = RULE_LIMITS.urlMax, apiKey = 'urlInvalid' }: { max?: number; apiKey?: string } = {}) =>
  z
    .string()
    .trim()
    .max(Math.min(max, RULE_LIMITS.urlMax))
    .refine(
      (value) => {
        try {
          const parsed = new URL(value);
          return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password && !!parsed.hostname;
        } catch {
          return false;
        }
      },
      { message: apiKey, params: { apiKey } },
    );
