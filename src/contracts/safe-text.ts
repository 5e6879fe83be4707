import { z } from 'zod';

/*
 * Text that people type: what the database, the logs, an operator's terminal and a spreadsheet may
 * safely hold. NUL breaks PostgreSQL text; other C0/C1 controls (ESC, BEL, DEL…) drive terminals;
 * bidi overrides and isolates make a value read differently from what it is. Every free-text field of
 * every contract is built from these two schemas, so no such character gets past the API's edge.
 */

/** C0 except TAB and LF, DEL, C1, line/paragraph separators, bidi marks, embeddings, overrides, isolates. */
const UNSAFE_IN_MULTILINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Single-line values also refuse TAB and LF. */
const UNSAFE_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Custom-issue parameter the API's validation error reads to pick its translated message. */
export const CONTROL_CHARACTERS_ISSUE = { apiKey: 'controlCharacters' } as const;

export function hasUnsafeCharacters(value: string, multiline = false): boolean {
  return (multiline ? UNSAFE_IN_MULTILINE : UNSAFE_IN_LINE).test(value);
}

/** Replaces every unsafe character with U+FFFD: for printing values that did not come through a contract. */
export function neutralizeUnsafeCharacters(value: string): string {
  return value.replace(new RegExp(UNSAFE_IN_LINE.source, 'gu'), '\uFFFD');
}

const refusal = (multiline: boolean) =>
  [
    (v: string) => !hasUnsafeCharacters(v, multiline),
    // The message names the rule, as forms read it (the API translates from `params`).
    { message: CONTROL_CHARACTERS_ISSUE.apiKey, params: CONTROL_CHARACTERS_ISSUE, abort: true },
  ] as const;

/** One line (names, company, titles, keywords): trimmed; no control characters at all. */
export function lineText({ min = 0, max }: { min?: number; max: number }) {
  return z.string().trim().min(min).max(max).refine(...refusal(false));
}

/**
 * Free text where a line break is legitimate (messages, notes): CRLF and CR become LF, then trimmed;
 * only LF and TAB survive among control characters.
 */
export function multilineText({ min = 0, max }: { min?: number; max: number }) {
  return z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .trim()
    .min(min)
    .max(max)
    .refine(...refusal(true));
}
