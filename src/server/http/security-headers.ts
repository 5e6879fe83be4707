/**
 * The response headers every answer carries (security checklist row 17, the parts that hold for
 * cached pages). The row's nonce-based `script-src` is not here yet: a nonce must be new in every
 * answer, and our pages are cached HTML (decision 0001) — see decision 0014's consequences.
 *
 * - CSP: no plugins, no `<base>` hijacking, no framing (clickjacking), forms post only to us.
 * - HSTS: browsers ignore it over plain http (RFC 6797 §8.1), so it is sent everywhere.
 */
export const BASELINE_CSP = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': BASELINE_CSP,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
