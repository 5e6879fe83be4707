import { and, asc, desc, eq, inArray, max, ne } from 'drizzle-orm';
import type { Team, TeamMember } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { companies, companyInvitations, sessions, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { companySeats, openInvitationWhere } from './company-seats';
import { enforceSeats } from './enforce-seats';
import { toTeamInvitation } from './invite-colleague';

/**
 * The company's members (any seat state but removed; a given number of colleagues may be past the
 * seats), the owner first then by joining; a member's last sign-in is their newest session.
 */
export async function teamMembers(db: Db, companyId: number, options: { withRemoved?: boolean } = {}): Promise<TeamMember[]> {
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('last_sign_in_at') })
    .from(sessions)
    // Only this company's sessions: the newest per member, never a scan of every session.
    .where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))))
    .groupBy(sessions.userId)
    .as('last_sign_in');
  const rows = await db
    .select({ user: users, lastSignInAt: lastSignIn.at })
    .from(users)
    .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
    .where(and(eq(users.companyId, companyId), options.withRemoved ? undefined : ne(users.seatState, 'removed')))
    .orderBy(desc(eq(users.companyRole, 'owner')), asc(users.createdAt), asc(users.id));
  return rows.map(({ user, lastSignInAt }) => ({
    id: user.id,
    name: user.name,
    mobile: user.mobile,
    position: user.position,
    companyRole: user.companyRole ?? 'buyer',
    seatState: user.seatState,
    status: user.status,
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
    joinedAt: user.createdAt.toISOString(),
  }));
}

/** GET /api/company/team (owner): seats are settled first, so what the owner sees is what holds. */
export async function listTeam(db: Db, input: { companyId: number; lang: Lang }): Promise<Team> {
  const at = now();
  const [company] = await db.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new DomainError('notFound', 'forbidden');
  await enforceSeats(db, company, at);
  const [members, invitations, seats] = await Promise.all([
    teamMembers(db, company.id),
    db
      .select()
      .from(companyInvitations)
      .where(openInvitationWhere(company.id, at))
      .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id)),
    companySeats(db, company, at, input.lang),
  ]);
  return {
    company: {
      id: company.id,
      name: company.name,
      membershipLevel: company.membershipLevel,
      membershipExpiresAt: company.membershipExpiresAt?.toISOString() ?? null,
    },
    seats,
    members,
    invitations: invitations.map(toTeamInvitation),
  };
}
