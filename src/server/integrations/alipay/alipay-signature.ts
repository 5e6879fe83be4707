import crypto, { type KeyObject } from 'node:crypto';

/**
 * RSA2 as Alipay defines it: SHA256withRSA (PKCS#1 v1.5), base64, over `k=v&k=v…` with the keys sorted by
 * their characters and the values NOT url-encoded. Empty values are left out (Alipay's own SDKs skip them).
 * Which keys are excluded depends on the direction:
 * - a request we send: only `sign` (the gateway checks `sign_type` as part of the content);
 * - an asynchronous notification Alipay sends: `sign` and `sign_type`.
 */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export const NOTIFICATION_EXCLUDED = ['sign', 'sign_type'] as const;

/** False (never throws) for a signature that is not base64 or does not verify. */
export function rsa2Verify(content: string, signature: string, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return crypto.verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
