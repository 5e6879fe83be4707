import type { AdminUser, UserInfo } from '@/contracts/accounts';
import { now } from '../clock';
import type { UserRow } from '../db/schema';
import { membershipAt } from '../membership/membership-state';
import { userRegion } from './user-region';

/** The signed-in user's own view (row 3: an explicit DTO — no hash, no token, no code, no decider). */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    mobile: user.mobile,
    name: user.name,
    company: user.company,
    position: user.position,
    duty: user.duty,
    province: user.provinceCode,
    city: user.cityCode,
    district: user.districtCode,
    region: userRegion(user),
    gmvLevelCode: user.gmvLevelCode,
    businessYearCode: user.businessYearCode,
    role: user.role,
    status: user.status,
    // The level enjoyed now: 0 once the membership has run out (the expiry still says when).
    membershipLevel: membershipAt(user, now()).level,
    membershipExpiresAt: user.membershipExpiresAt?.toISOString() ?? null,
  };
}

/** The operator's view of an applicant. */
export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    mobile: user.mobile,
    name: user.name,
    company: user.company,
    position: user.position,
    region: userRegion(user),
    gmvLevelCode: user.gmvLevelCode,
    businessYearCode: user.businessYearCode,
    role: user.role,
    status: user.status,
    statusReason: user.statusReason,
    statusDecidedAt: user.statusDecidedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
