import type { SecondFactorStatus } from '@/contracts/staff';
import type { SessionRow, UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { isStaff, needsSecondFactor } from '../security/staff-routes';
import { staffTotpRow } from './second-factor-guard';

/** GET /api/staff/second-factor: what the console's sign-in must do next for this session. */
export async function getSecondFactorStatus(
  db: Db,
  input: { user: UserRow; session: SessionRow },
): Promise<SecondFactorStatus> {
  if (!isStaff(input.user.role)) throw new DomainError('forbidden', 'forbidden');
  const required = needsSecondFactor(input.user.role);
  const row = required ? await staffTotpRow(db, input.user.id) : undefined;
  return {
    role: input.user.role,
    required,
    enrolled: Boolean(row?.secretEnc),
    passed: input.session.secondFactorAt !== null,
  };
}
