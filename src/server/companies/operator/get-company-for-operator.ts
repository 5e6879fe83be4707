import { asc, eq } from 'drizzle-orm';
import type { AdminCompanyDetail } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { apiTokenViews } from '../../api-tokens/api-token-views';
import { now } from '../../clock';
import { companies, companyInvitations } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { openInvitationWhere } from '../company-seats';
import { toTeamInvitation } from '../invite-colleague';
import { teamMembers } from '../list-team';
import { assignedAccountManager } from '../account-manager';
import { allPlans } from './company-seats-view';
import { companyFiguresQuery } from './list-companies';
import { toAdminCompany, type CompanyFigures } from './to-admin-company';

/**
 * GET /api/admin/companies/{id}: the company, every member whatever their seat (owner first, then by
 * joining), each with their last sign-in, the invitations still open, and its API access tokens with their use.
 */
export async function getCompanyForOperator(db: Db, companyId: number, lang: Lang): Promise<AdminCompanyDetail> {
  const at = now();
  const [row] = await companyFiguresQuery(db, at).where(eq(companies.id, companyId));
  if (!row) throw new DomainError('notFound', 'companyNotFound');
  const [members, invitations, plans, accountManager, apiTokens] = await Promise.all([
    teamMembers(db, companyId, { withRemoved: true }),
    db
      .select()
      .from(companyInvitations)
      .where(openInvitationWhere(companyId, at))
      .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id)),
    allPlans(db),
    assignedAccountManager(db, (row as CompanyFigures).company),
    apiTokenViews(db, { companyId }, at),
  ]);
  return {
    ...toAdminCompany(row as CompanyFigures, plans, lang, at),
    members,
    invitations: invitations.map(toTeamInvitation),
    accountManager,
    apiTokens,
  };
}
