import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { AdminCompanyDetail } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { now } from '../../clock';
import { companies, companyInvitations, sessions, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { allPlans } from './company-seats-view';
import { companyFiguresQuery } from './list-companies';
import { toAdminCompany, type CompanyFigures } from './to-admin-company';

/**
 * GET /api/admin/companies/{id}: the company, every member whatever their seat (owner first, then by
 * joining), each with their last sign-in, and the invitations still open.
 */
export async function getCompanyForOperator(db: Db, companyId: number, lang: Lang): Promise<AdminCompanyDetail> {
  const at = now();
  const [row] = await companyFiguresQuery(db, at).where(eq(companies.id, companyId));
  if (!row) throw new DomainError('notFound', 'companyNotFound');
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('last_sign_in_at') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('last_sign_in');
  const [members, invitations, plans] = await Promise.all([
    db
      .select({ user: users, lastSignInAt: lastSignIn.at })
      .from(users)
      .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
      .where(eq(users.companyId, companyId))
      .orderBy(sql`CASE WHEN ${users.companyRole} = 'owner' THEN 0 ELSE 1 END`, asc(users.createdAt), asc(users.id)),
    db
      .select()
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
          gt(companyInvitations.expiresAt, at),
        ),
      )
      .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id)),
    allPlans(db),
  ]);
  return {
    ...toAdminCompany(row as CompanyFigures, plans, lang, at),
    members: members.map(({ user, lastSignInAt }) => ({
      id: user.id,
      name: user.name,
      mobile: user.mobile,
      position: user.position,
      companyRole: user.companyRole ?? 'buyer',
      seatState: user.seatState,
      status: user.status,
      lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
      joinedAt: user.createdAt.toISOString(),
    })),
    invitations: invitations.map((inv) => ({
      id: inv.id,
      name: inv.name,
      mobile: inv.mobile,
      createdAt: inv.createdAt.toISOString(),
      expiresAt: inv.expiresAt.toISOString(),
    })),
  };
}
