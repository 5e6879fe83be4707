import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';

const KEY_FILE = 'totp.key';
let cached: Buffer | undefined;

function decode(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64.');
  return key;
}

/**
 * The key staff TOTP secrets are encrypted with (docs/decisions/0038). From TOTP_ENCRYPTION_KEY; with
 * the embedded database and no key set, one generated once into DATA_DIR/totp.key (mode 0600) — beside
 * the data, not inside it, so a database dump alone does not hold it. With DATABASE_URL (several
 * instances, backups of the database) the variable is required: a start without it stops with this message.
 */
export function totpEncryptionKey(): Buffer {
  if (cached) return cached;
  if (env.TOTP_ENCRYPTION_KEY) return (cached = decode(env.TOTP_ENCRYPTION_KEY));
  if (env.DATABASE_URL) {
    throw new Error(
      'TOTP_ENCRYPTION_KEY is required with DATABASE_URL (32 bytes as 64 hex characters, e.g. `openssl rand -hex 32`): it encrypts the staff second-factor secrets.',
    );
  }
  const file = path.join(env.DATA_DIR, KEY_FILE);
  try {
    return (cached = decode(readFileSync(file, 'utf8').trim()));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two processes starting at once cannot both write one (PGlite allows one process anyway).
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return (cached = key);
}
