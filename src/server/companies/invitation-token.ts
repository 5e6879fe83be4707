import crypto from 'node:crypto';

/** An invitation link's secret: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** Hex SHA-256: a fast hash is right for 256-bit random values (nothing to brute-force). */
export function hashInvitationToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
