import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { checkNewPassword } from '../security/password-policy';
import { logEvent } from '../security/safe-log';
import { revokeUserSessions } from './revoke-sessions';

/**
 * The operator account from ADMIN_MOBILE + ADMIN_PASSWORD (both set), created or brought in line at
 * every start: role admin, approved, password = ADMIN_PASSWORD (rehashed only when it changed, which
 * also ends the operator's old sessions). A weak ADMIN_PASSWORD stops the start with a clear reason.
 */
export async function ensureAdminAccount(
  db: Db,
  config: { mobile?: string; password?: string } = { mobile: env.ADMIN_MOBILE, password: env.ADMIN_PASSWORD },
): Promise<'skipped' | 'created' | 'updated' | 'unchanged'> {
  const { mobile, password } = config;
  if (!mobile || !password) return 'skipped';
  const problem = checkNewPassword(password, { mobile });
  if (problem) {
    throw new Error(
      `ADMIN_PASSWORD is not acceptable (${problem}): use 8–128 characters that are not a common password or the mobile number.`,
    );
  }
  const at = now();
  const [existing] = await db.select().from(users).where(eq(users.mobile, mobile));
  if (!existing) {
    await db.insert(users).values({
      mobile,
      name: 'Operator',
      company: 'PartsMall',
      provinceCode: '',
      cityCode: '',
      role: 'admin',
      status: 'approved',
      passwordHash: await hashPassword(password),
      passwordChangedAt: at,
      statusDecidedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    logEvent('info', 'admin.created', { mobile });
    return 'created';
  }
  const samePassword = existing.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
  if (samePassword && existing.role === 'admin' && existing.status === 'approved') return 'unchanged';
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        status: 'approved',
        statusReason: null,
        ...(samePassword ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: at }),
        updatedAt: at,
      })
      .where(eq(users.id, existing.id));
    if (!samePassword) await revokeUserSessions(tx, existing.id, 'admin-password');
  });
  logEvent('info', 'admin.updated', { mobile });
  return 'updated';
}
