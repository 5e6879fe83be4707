import type { AdminUser, UserInfo } from '@/contracts/accounts';
import { now } from '../clock';
import type { UserRow } from '../db/schema';
import { membershipAt } from '../membership/membership-state';
import { userRegion } from './user-region';

/** Who the account is: what both the buyer's and the operator's view start with. */
const who = (user: UserRow) => ({
  id: user.id,
  mobile: user.mobile,
  name: user.name,
  company: user.company,
  position: user.position,
});

/** Where the business is, its size and the account's role and status, in both views. */
const standing = (user: UserRow) => ({
  region: userRegion(user),
  gmvLevelCode: user.gmvLevelCode,
  businessYearCode: user.businessYearCode,
  role: user.role,
  status: user.status,
});

/** The signed-in user's own view (row 3: an explicit DTO — no hash, no token, no code, no decider). */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    ...who(user),
    duty: user.duty,
    province: user.provinceCode,
    city: user.cityCode,
    district: user.districtCode,
    ...standing(user),
    // The level enjoyed now: 0 once the membership has run out (the expiry still says when).
    membershipLevel: membershipAt(user, now()).level,
    membershipExpiresAt: user.membershipExpiresAt?.toISOString() ?? null,
  };
}

/** The operator's view of an applicant. */
export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...who(user),
    ...standing(user),
    statusReason: user.statusReason,
    statusDecidedAt: user.statusDecidedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
