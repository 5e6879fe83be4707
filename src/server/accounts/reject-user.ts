import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueSms } from '../notifications/enqueue-sms';
import { changeUserStatus, type DecisionActor } from './change-user-status';

/** pending → rejected with the operator's reason, which the applicant is told by SMS and at sign-in. */
export function rejectUser(
  db: Db,
  input: DecisionActor & { userId: number; reason: string },
): Promise<UserRow> {
  return changeUserStatus(db, { ...input, decision: 'reject' }, (tx, user, lang) =>
    enqueueSms(tx, {
      mobile: user.mobile,
      template: 'accountRejected',
      params: { reason: input.reason },
      lang,
    }),
  );
}
