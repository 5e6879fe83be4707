import crypto from 'node:crypto';

/** Opaque session token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/** Hex SHA-256: a fast hash is right for 256-bit random values (nothing to brute-force). */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** `Authorization: Bearer <t>` or a bare token; anything that cannot be one of ours → null. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header
    .trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}
