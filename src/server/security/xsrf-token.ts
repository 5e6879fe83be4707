import crypto from 'node:crypto';

/**
 * Signed double-submit token: `<nonce>.<hmac(secret, nonce + binding)>`. The binding is the session
 * id once signed in (so one session's token fails for another) and empty for visitors.
 */
export function createXsrfToken(secret: string, binding = ''): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, nonce, binding)}`;
}

export function verifyXsrfToken(secret: string, token: string, binding = ''): boolean {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce, binding));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

function sign(secret: string, nonce: string, binding: string): string {
  return crypto.createHmac('sha256', secret).update(`${nonce}|${binding}`).digest('base64url');
}
