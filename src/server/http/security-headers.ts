/**
 * The response headers every answer carries (next.config.ts sets them on Next's), and the script
 * policy of each kind of answer. CSP: no plugins, no `<base>` hijacking, no framing, forms post only
 * to us, and scripts only where we put them. HSTS is sent everywhere: browsers ignore it over http.
 */
const SHARED_DIRECTIVES = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Anything that is not a storefront page (the API, build files, pictures, flight data) runs no script. */
export const BASELINE_CSP = `script-src 'none'; ${SHARED_DIRECTIVES}`;

/**
 * A storefront page: only scripts carrying this answer's nonce run, and what they load themselves
 * (`'strict-dynamic'`: Next's chunks and lazy islands). `'self'` is for browsers that know nonces but
 * not `'strict-dynamic'` (CSP level 2); those that know it ignore it. No `'unsafe-inline'`.
 */
export function pageCsp(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'; ${SHARED_DIRECTIVES}`;
}

const OTHER_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = { 'Content-Security-Policy': BASELINE_CSP, ...OTHER_HEADERS };

/** `next dev` only: it renders every page anew with no nonce step, and React's dev build needs `eval`. */
export const DEV_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `script-src 'self' 'unsafe-inline' 'unsafe-eval'; ${SHARED_DIRECTIVES}`,
  ...OTHER_HEADERS,
};
