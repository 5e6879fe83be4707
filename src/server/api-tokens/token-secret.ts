import crypto from 'node:crypto';
import { API_TOKEN_PATTERN } from '@/contracts/api-tokens';

/*
 * An access token is `pmk_<id>_<secret>`: the prefix `pmk_<id>` is public (the owner's page, logs, the
 * lookup key) and the secret is 32 random bytes. The database keeps the SHA-256 of the whole token: a
 * copy of the table authenticates nobody.
 */

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newApiToken(): { token: string; prefix: string; secretHash: string } {
  const bytes = crypto.randomBytes(10);
  const id = Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  const prefix = `pmk_${id}`;
  const token = `${prefix}_${crypto.randomBytes(32).toString('base64url')}`;
  return { token, prefix, secretHash: hashApiToken(token) };
}

export function hashApiToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** `pmk_` and the 10-character id: the secret after it is base64url, which may itself hold `_`. */
const PREFIX_LENGTH = 'pmk_'.length + 10;

/** The token's public prefix, or null when the value is not shaped like one of ours. */
export function apiTokenPrefix(value: string): string | null {
  return API_TOKEN_PATTERN.test(value) ? value.slice(0, PREFIX_LENGTH) : null;
}

/** Constant-time comparison of the presented token's hash with the stored one. */
export function apiTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && crypto.timingSafeEqual(presented, stored);
}
