import crypto from 'node:crypto';
import { env } from '@/env';
import type { Db } from '../db/types';
import { loadOrCreateSecret } from './app-secret';

const secrets = new WeakMap<Db, Promise<string>>();

/** The HMAC key for SMS codes (env SMS_CODE_SECRET, else generated once and kept in the database). */
function smsCodeSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db, 'sms_code_secret', env.SMS_CODE_SECRET);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * Codes are stored as HMAC-SHA256(secret, purpose|mobile|code): a database leak does not reveal them
 * (a plain hash of 10^6 values would be reversed at once), and the binding is part of the MAC.
 */
export async function hashSmsCode(
  db: Db,
  input: { mobile: string; purpose: string; code: string },
): Promise<string> {
  const secret = await smsCodeSecret(db);
  return crypto
    .createHmac('sha256', secret)
    .update(`${input.purpose}|${input.mobile}|${input.code}`)
    .digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Six digits, uniformly from crypto.randomInt. */
export function generateSmsCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}
