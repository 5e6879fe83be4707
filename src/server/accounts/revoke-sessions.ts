import { and, eq, isNull, ne } from 'drizzle-orm';
import { now } from '../clock';
import { sessions } from '../db/schema';
import type { Db } from '../db/types';

export type RevokeReason =
  'logout' | 'password-change' | 'password-reset' | 'disabled' | 'rejected' | 'admin-password' | 'role-change' | 'company-removed';

export async function revokeSession(db: Db, sessionId: number, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (optionally but one: the session that changed the password). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: RevokeReason,
  options: { exceptSessionId?: number } = {},
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId === undefined ? undefined : ne(sessions.id, options.exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
