import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { checkNewPassword } from '../security/password-policy';
import { logEvent } from '../security/safe-log';
import { revokeUserSessions } from './revoke-sessions';

type StaffAccountConfig = { mobile?: string; password?: string; role?: 'admin' | 'operator'; variable?: string };

/**
 * A staff account from the environment (ADMIN_MOBILE + ADMIN_PASSWORD: role admin; OPERATOR_MOBILE +
 * OPERATOR_PASSWORD: role operator), created or brought in line at every start: that role, approved,
 * that password (rehashed only when it changed, which also ends the account's old sessions). A weak
 * password stops the start with a clear reason. The environment wins: a role granted in the console
 * to one of these two numbers is set back at the next start.
 */
export async function ensureAdminAccount(
  db: Db,
  config: StaffAccountConfig = { mobile: env.ADMIN_MOBILE, password: env.ADMIN_PASSWORD },
): Promise<'skipped' | 'created' | 'updated' | 'unchanged'> {
  const { mobile, password, role = 'admin', variable = 'ADMIN_PASSWORD' } = config;
  if (!mobile || !password) return 'skipped';
  const problem = checkNewPassword(password, { mobile });
  if (problem) {
    throw new Error(
      `${variable} is not acceptable (${problem}): use 8–128 characters that are not a common password or the mobile number.`,
    );
  }
  const at = now();
  const [existing] = await db.select().from(users).where(eq(users.mobile, mobile));
  if (!existing) {
    await db.insert(users).values({
      mobile,
      name: role === 'admin' ? 'Administrator' : 'Operator',
      role,
      status: 'approved',
      passwordHash: await hashPassword(password),
      passwordChangedAt: at,
      statusDecidedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    logEvent('info', 'admin.created', { mobile, role });
    return 'created';
  }
  const samePassword = existing.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
  if (samePassword && existing.role === role && existing.status === 'approved') return 'unchanged';
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role,
        status: 'approved',
        statusReason: null,
        ...(samePassword ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: at }),
        updatedAt: at,
      })
      .where(eq(users.id, existing.id));
    if (!samePassword) await revokeUserSessions(tx, existing.id, 'admin-password');
  });
  logEvent('info', 'admin.updated', { mobile, role });
  return 'updated';
}

/** Both environment staff accounts at start (ADMIN_* as admin, OPERATOR_* as operator). */
export async function ensureStaffAccounts(db: Db): Promise<void> {
  if (env.ADMIN_MOBILE && env.ADMIN_MOBILE === env.OPERATOR_MOBILE) {
    throw new Error('ADMIN_MOBILE and OPERATOR_MOBILE must be different numbers.');
  }
  await ensureAdminAccount(db);
  await ensureAdminAccount(db, {
    mobile: env.OPERATOR_MOBILE,
    password: env.OPERATOR_PASSWORD,
    role: 'operator',
    variable: 'OPERATOR_PASSWORD',
  });
}
