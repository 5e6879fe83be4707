import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@/contracts/staff';

/** No 0/o, 1/l/i: a code copied by hand from paper still matches. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function part(): string {
  let out = '';
  for (let i = 0; i < 5; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Ten fresh codes `xxxxx-xxxxx` (~49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What is stored: SHA-256 of the code without case, spaces or hyphens. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
