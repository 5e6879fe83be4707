import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { changeUserStatus, type DecisionActor } from './change-user-status';
import { revokeUserSessions } from './revoke-sessions';

/** approved → disabled: every session of the user ends in the same transaction. */
export function disableUser(db: Db, input: DecisionActor & { userId: number }): Promise<UserRow> {
  return changeUserStatus(db, { ...input, decision: 'disable' }, async (tx, user) => {
    await revokeUserSessions(tx, user.id, 'disabled');
  });
}
