const DAY_MS = 86_400_000;

export type PlanPrice = { priceFen: number; durationDays: number };

/** Whole days left on a membership, a started day counting as a day. */
export function remainingDays(expiresAt: Date, at: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - at.getTime()) / DAY_MS));
}

/**
 * The upgrade's price (docs/decisions/0022-membership-promises.md): the new plan's price less the unused
 * value of the current membership — remaining days × the current plan's daily price (plan price / plan
 * days), rounded down to the fen in the buyer's favour — and at least 1 fen. Paid, the new plan's term
 * starts then (see activate-membership.ts), so a plan that is cheaper per day still costs its share.
 */
export function prorateUpgradeFen(from: PlanPrice, to: PlanPrice, days: number): number {
  const creditFen = (BigInt(days) * BigInt(from.priceFen)) / BigInt(from.durationDays);
  const fen = BigInt(to.priceFen) - creditFen;
  return fen < 1n ? 1 : Number(fen);
}

/**
 * Where an upgrade leaves the expiry: the new plan's full term from the payment, or the current expiry
 * when that is later (a buyer who stacked extensions never loses days by upgrading).
 */
export function upgradeExpiry(currentExpiresAt: Date | null, paidAt: Date, durationDays: number): Date {
  const term = new Date(paidAt.getTime() + durationDays * DAY_MS);
  return currentExpiresAt && currentExpiresAt > term ? currentExpiresAt : term;
}
