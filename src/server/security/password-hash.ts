import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum: m = 19456 KiB, t = 2, p = 1.
 * The PHC string carries its own parameters, so raising them later only affects new hashes.
 */
export const ARGON2_OPTIONS = {
  // Algorithm is a const enum (not importable under isolatedModules): 2 = Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let verifications = 0;
/** argon2 verifications this process ran: lets a test prove two paths did the same work. */
export function passwordVerificationCount(): number {
  return verifications;
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  verifications++;
  try {
    return await verify(phc, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, for unknown numbers and accounts without a password, so the
 * answer time does not tell whether an account exists. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('partsmall-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
