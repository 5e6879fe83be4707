import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueSms, resetPasswordLink } from '../notifications/enqueue-sms';
import { changeUserStatus, type DecisionActor } from './change-user-status';

/** pending|disabled → approved; the buyer gets an SMS with the link to set a password. */
export function approveUser(db: Db, input: DecisionActor & { userId: number }): Promise<UserRow> {
  return changeUserStatus(db, { ...input, decision: 'approve' }, (tx, user, lang) =>
    enqueueSms(tx, {
      mobile: user.mobile,
      template: 'accountApproved',
      params: { name: user.name, link: resetPasswordLink(lang) },
      lang,
    }),
  );
}
