import crypto from 'node:crypto';

/*
 * The sandbox cashier's link token (docs/decisions/0060-the-sandbox-is-never-a-silent-default.md):
 * the QR code is scanned by a phone with no session, so the link itself carries the right to press
 * Pay or Fail for one order, until that order's pay window closes. `<expiry ms, base 36>.<HMAC>`,
 * the HMAC over the order number and that expiry, keyed from the sandbox secret (a key of its own,
 * derived, so a notification signature is never a valid link and the other way round).
 */

const linkKey = (secret: string) => crypto.createHmac('sha256', secret).update('sandbox-cashier-link').digest();

const mac = (secret: string, orderSn: string, expiresMs: number) =>
  crypto.createHmac('sha256', linkKey(secret)).update(`${orderSn}\n${expiresMs}`).digest('base64url');

export function cashierLinkToken(secret: string, orderSn: string, payExpiresAt: Date): string {
  const expiresMs = payExpiresAt.getTime();
  return `${expiresMs.toString(36)}.${mac(secret, orderSn, expiresMs)}`;
}

export type CashierLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * `invalid`: not made by us for this order and its pay window (forged, another order's, edited);
 * `expired`: ours, but the order's pay window has closed.
 */
export function checkCashierLinkToken(
  secret: string,
  token: string,
  order: { orderSn: string; payExpiresAt: Date },
  at: Date,
): CashierLinkCheck {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expiresMs = Number.parseInt(match[1]!, 36);
  if (expiresMs !== order.payExpiresAt.getTime()) return 'invalid';
  const expected = Buffer.from(mac(secret, order.orderSn, expiresMs));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
  return at.getTime() < expiresMs ? 'valid' : 'expired';
}

/** The cashier page's URL with its token (`?t=`). */
export function withCashierToken(cashierUrl: string, token: string): string {
  return `${cashierUrl}?t=${encodeURIComponent(token)}`;
}
