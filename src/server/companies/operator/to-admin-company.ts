import type { AdminCompany } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import type { CompanyRow, MembershipPlanRow, UserRow } from '../../db/schema';
import { seatsView } from './company-seats-view';

/** What one company row of the operator's list was read with. */
export type CompanyFigures = {
  company: CompanyRow;
  owner: Pick<UserRow, 'id' | 'name' | 'mobile'> | null;
  memberCount: number;
  activeColleagues: number;
  openInvitations: number;
};

/** The operator's view of a company: its owner, size, seats and membership. */
export function toAdminCompany(row: CompanyFigures, plans: readonly MembershipPlanRow[], lang: Lang, at: Date): AdminCompany {
  const { company } = row;
  return {
    id: company.id,
    name: company.name,
    status: company.status,
    statusReason: company.statusReason,
    ownerId: row.owner?.id ?? null,
    ownerName: row.owner?.name ?? '',
    ownerMobile: row.owner?.mobile ?? '',
    memberCount: Number(row.memberCount),
    seats: seatsView(plans, company, { activeColleagues: Number(row.activeColleagues), openInvitations: Number(row.openInvitations) }, lang, at),
    membershipLevel: company.membershipLevel,
    membershipExpiresAt: company.membershipExpiresAt?.toISOString() ?? null,
    createdAt: company.createdAt.toISOString(),
  };
}
