import { generateSecret, generateURI } from 'otplib';
import type { TotpEnrolment } from '@/contracts/staff';
import { now } from '../clock';
import { staffTotp, type SessionRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { sealSecret } from './secret-box';
import { assertSecondFactorRole, staffTotpRow } from './second-factor-guard';

export const TOTP_ISSUER = 'PartsMall';

/**
 * A new TOTP secret for the admin's authenticator app, kept (encrypted) as pending until a code from it
 * is confirmed. Replacing a factor that is already set needs a session that passed it: a password
 * alone never swaps the second factor.
 */
export async function startTotpEnrolment(db: Db, input: { user: UserRow; session: SessionRow }): Promise<TotpEnrolment> {
  assertSecondFactorRole(input.user);
  const existing = await staffTotpRow(db, input.user.id);
  if (existing?.secretEnc && !input.session.secondFactorAt) throw new DomainError('forbidden', 'secondFactorRequired');
  const secret = generateSecret();
  const pendingSecretEnc = sealSecret(secret, input.user.id);
  await db
    .insert(staffTotp)
    .values({ userId: input.user.id, pendingSecretEnc, updatedAt: now() })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { pendingSecretEnc, updatedAt: now() } });
  const account = input.user.mobile;
  return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: account, secret }), issuer: TOTP_ISSUER, account };
}
