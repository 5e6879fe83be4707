import type { AdminUser, UserInfo } from '@/contracts/accounts';
import { now } from '../clock';
import type { CompanyRow, UserRow } from '../db/schema';
import { membershipAt } from '../membership/membership-state';
import { userRegion } from './user-region';

/** Who the account is, and the company it works for (staff: none), in both views. */
const who = (user: UserRow, company: CompanyRow | null) => ({
  id: user.id,
  mobile: user.mobile,
  name: user.name,
  company: company?.name ?? '',
  position: user.position,
});

/** Where the business is, its size and the account's role and status, in both views. */
const standing = (user: UserRow, company: CompanyRow | null) => ({
  region: userRegion(company),
  gmvLevelCode: company?.gmvLevelCode ?? '',
  businessYearCode: company?.businessYearCode ?? '',
  role: user.role,
  status: user.status,
  companyId: company?.id ?? null,
  companyRole: user.companyRole,
});

/** The signed-in user's own view (an explicit DTO — no hash, no token, no code, no decider). */
export function toUserInfo(user: UserRow, company: CompanyRow | null): UserInfo {
  return {
    ...who(user, company),
    duty: user.duty,
    province: company?.provinceCode ?? '',
    city: company?.cityCode ?? '',
    district: company?.districtCode ?? '',
    ...standing(user, company),
    // The level enjoyed now: 0 once the membership has run out (the expiry still says when).
    membershipLevel: membershipAt(company, now()).level,
    membershipExpiresAt: company?.membershipExpiresAt?.toISOString() ?? null,
  };
}

/** The operator's view of an account. */
export function toAdminUser(user: UserRow, company: CompanyRow | null): AdminUser {
  return {
    ...who(user, company),
    ...standing(user, company),
    seatState: user.seatState,
    statusReason: user.statusReason,
    statusDecidedAt: user.statusDecidedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
