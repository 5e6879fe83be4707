/**
 * The response headers every answer carries, and the script policy of each kind of answer.
 *
 * - CSP: no plugins, no `<base>` hijacking, no framing (clickjacking), forms post only to us; and
 *   scripts only where we put them. A page's policy names a nonce new in every answer (see
 *   `pageCsp`); anything that is not a page runs no script at all.
 * - HSTS: browsers ignore it over plain http (RFC 6797 §8.1), so it is sent everywhere.
 */
const SHARED_DIRECTIVES = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/**
 * Answers that are not storefront pages — the API, build files, pictures, Next's flight data — and
 * any page that reaches a browser without passing through our server's nonce step: no script runs.
 */
export const BASELINE_CSP = `script-src 'none'; ${SHARED_DIRECTIVES}`;

/**
 * A storefront page: only scripts carrying this answer's nonce run, and what they load themselves
 * (`'strict-dynamic'`: Next's chunks and lazy islands). `'self'` is for browsers that know nonces but
 * not `'strict-dynamic'` (CSP level 2), which otherwise could not load the chunks; browsers that know
 * `'strict-dynamic'` ignore it. There is no `'unsafe-inline'`: a script without the nonce never runs.
 */
export function pageCsp(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'; ${SHARED_DIRECTIVES}`;
}

/**
 * `next dev` only: it renders every page anew and has no nonce step in front of it, and React's dev
 * build needs `eval` for its debugging aids.
 */
export const DEV_PAGE_CSP = `script-src 'self' 'unsafe-inline' 'unsafe-eval'; ${SHARED_DIRECTIVES}`;

const OTHER_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': BASELINE_CSP,
  ...OTHER_HEADERS,
};

/** What `next dev` sends with every answer. */
export const DEV_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': DEV_PAGE_CSP,
  ...OTHER_HEADERS,
};
