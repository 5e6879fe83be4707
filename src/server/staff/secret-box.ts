import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { totpEncryptionKey } from './totp-key';

/** v1.<iv>.<tag>.<ciphertext> (base64url): AES-256-GCM, a fresh 96-bit IV per secret, bound to the user. */
export function sealSecret(plain: string, userId: number, key = totpEncryptionKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`staff-totp:${userId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws when the value was altered, sealed for another user or with another key. */
export function openSecret(sealed: string, userId: number, key = totpEncryptionKey()): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('sealed TOTP secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`staff-totp:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
