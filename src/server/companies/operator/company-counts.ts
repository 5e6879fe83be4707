import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema';

/*
 * Per-company figures as correlated subqueries, so one query answers a whole page of companies.
 * `at` decides which invitations are still open.
 */

/** People in the company who have not left it (the owner, active and suspended colleagues). */
export const memberCountSql = sql<number>`(SELECT count(*)::int FROM users m WHERE m.company_id = ${companies.id} AND m.seat_state <> 'removed')`;

/** Colleagues holding a seat now. */
export const activeColleaguesSql = sql<number>`(SELECT count(*)::int FROM users m WHERE m.company_id = ${companies.id} AND m.company_role = 'buyer' AND m.seat_state = 'active')`;

/** Invitations neither accepted, revoked nor past their expiry: each will take a seat. */
export function openInvitationsSql(at: Date) {
  return sql<number>`(SELECT count(*)::int FROM company_invitations i WHERE i.company_id = ${companies.id} AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ${at.toISOString()}::timestamptz)`;
}
