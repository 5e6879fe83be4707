import type { MembershipPlan } from '@/contracts/membership';

/**
 * What buying `plan` means for a buyer whose membership in force is `currentLevel` (0: none):
 * - `buy`: no membership, a new purchase (c2b, orderType 1);
 * - `renew`: the same level, an extension added to the current expiry (c2b, orderType 1);
 * - `upgrade`: a higher level while one is active, the prorated difference (upg);
 * - `lower`: a lower level while a higher one is active — not offered.
 */
export type PlanChoice = 'buy' | 'renew' | 'upgrade' | 'lower';

export function planChoice(plan: Pick<MembershipPlan, 'level'>, currentLevel: number): PlanChoice {
  if (currentLevel <= 0) return 'buy';
  if (plan.level === currentLevel) return 'renew';
  return plan.level > currentLevel ? 'upgrade' : 'lower';
}
