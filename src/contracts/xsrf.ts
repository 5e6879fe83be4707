/**
 * The XSRF pair every mutating call carries: the cookie any GET under /api/* sets (script-readable by
 * design) and the header the client copies it into.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
