import crypto from 'node:crypto';
import { chinaDay } from '@/lib/china-date';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * "VIP" + the China day + 10 random characters (50 bits): what the buyer, the operator and the gateway
 * (out_trade_no) see. Unguessable enough that a number alone reveals nothing; the unique index decides.
 */
export function newOrderSn(at: Date): string {
  const bytes = crypto.randomBytes(10);
  let tail = '';
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `VIP${chinaDay(at).replaceAll('-', '')}${tail}`;
}
