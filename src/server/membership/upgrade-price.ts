import type { MembershipPlanRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { planForLevel } from './find-plan';
import type { MembershipState } from './membership-state';
import { prorateUpgradeFen, remainingDays } from './prorate-upgrade';

export type UpgradePrice = { amountFen: number; remainingDays: number; expiresAt: Date };

/**
 * What upgrading the company's active membership to `plan` costs now (the order and the dialog's quote
 * both ask this): the prorated difference, or the refusal an order would meet.
 */
export async function upgradePrice(db: Db, plan: MembershipPlanRow, membership: MembershipState, at: Date): Promise<UpgradePrice> {
  if (!membership.active || !membership.expiresAt) throw DomainError.field('vipId', 'upgradeNeedsMembership');
  if (plan.level <= membership.level) throw DomainError.field('vipId', 'upgradeNotHigher', { level: membership.level });
  const current = await planForLevel(db, membership.level);
  if (!current) throw DomainError.field('vipId', 'upgradeNeedsMembership');
  const days = remainingDays(membership.expiresAt, at);
  return { amountFen: prorateUpgradeFen(current, plan, days), remainingDays: days, expiresAt: membership.expiresAt };
}
