/**
 * `<nonce>.<mac>` of the lengths src/server/security/xsrf-token.ts issues (base64url: 16 random bytes,
 * an HMAC-SHA256): a value this server could have issued, under some binding. Its signature is not
 * checked here.
 */
export function hasIssuedXsrfShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/.test(token);
}
