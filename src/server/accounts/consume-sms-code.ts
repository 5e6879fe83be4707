import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { now } from '../clock';
import { smsCodes } from '../db/schema';
import type { Db } from '../db/types';
import { hashSmsCode, sameHash } from '../security/sms-code-hash';
import { LIMITS } from './limits';
import type { AnySmsPurpose } from './send-sms-code';

/**
 * Checks and uses up an SMS code: only the newest code for (mobile, purpose) counts; it must
 * be unexpired, unused and have fewer than 5 wrong tries behind it — the 5th wrong try burns it, so
 * even the right code fails afterwards. Using it is one conditional UPDATE: two requests with the
 * same code cannot both succeed.
 */
export async function consumeSmsCode(
  db: Db,
  input: { mobile: string; purpose: AnySmsPurpose; code: string },
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, input.purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const at = now();
  if (!row || row.consumedAt || row.expiresAt <= at || row.attempts >= LIMITS.smsCode.maxAttempts)
    return false;

  const expected = await hashSmsCode(db, input);
  if (!sameHash(expected, row.codeHash)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    return false;
  }
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(smsCodes.id, row.id),
        isNull(smsCodes.consumedAt),
        lt(smsCodes.attempts, LIMITS.smsCode.maxAttempts),
      ),
    )
    .returning({ id: smsCodes.id });
  return used.length === 1;
}
