import type { Db } from '../db/types';
import { logEvent } from '../security/safe-log';
import { revokeSession } from './revoke-sessions';

/** POST /api/logout: this session ends on the server; other devices stay signed in. */
export async function logOut(db: Db, input: { sessionId: number; userId: number }): Promise<void> {
  await revokeSession(db, input.sessionId, 'logout');
  logEvent('info', 'logout', { userId: input.userId, sessionId: input.sessionId });
}
