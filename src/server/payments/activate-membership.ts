import { eq } from 'drizzle-orm';
import { membershipPaid } from '../webhooks/webhook-events';
import { companies, membershipLedger, membershipOrders, membershipPlans, type MembershipOrderRow } from '../db/schema';
import type { Db } from '../db/types';
import { membershipAt } from '../membership/membership-state';
import { upgradeExpiry } from '../membership/prorate-upgrade';
import { recordOrderEvent } from '../membership/record-order-event';
import { restoreSeats } from '../companies/restore-seats';

const DAY_MS = 86_400_000;

/**
 * pending|failed → paid and the membership it buys, in the caller's transaction (which holds the
 * order's row lock). docs/decisions/0022: a purchase starts now, or extends an active membership from
 * its current expiry, and never lowers the level; an upgrade raises the level and starts the new plan's
 * term at the payment (or keeps a later current expiry).
 * One ledger row per order (its unique index is the last guard against a second activation).
 */
export async function activateMembership(tx: Db, order: MembershipOrderRow, providerTradeNo: string, at: Date): Promise<MembershipOrderRow> {
  const [company] = await tx
    .select({ membershipLevel: companies.membershipLevel, membershipExpiresAt: companies.membershipExpiresAt })
    .from(companies)
    .where(eq(companies.id, order.companyId))
    .for('update');
  const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, order.planId));
  if (!company || !plan) throw new Error(`order ${order.id}: company or plan missing`);

  const before = membershipAt(company, at);
  let levelAfter: number;
  let expiresAfter: Date;
  if (order.orderType === 2) {
    levelAfter = Math.max(before.active ? before.level : 0, plan.level);
    // The price credited the days left: the new plan's term starts now (never shortening the membership).
    expiresAfter = upgradeExpiry(before.active ? before.expiresAt : null, at, plan.durationDays);
  } else {
    const start = before.active && before.expiresAt ? before.expiresAt : at;
    levelAfter = before.active ? Math.max(before.level, plan.level) : plan.level;
    expiresAfter = new Date(start.getTime() + plan.durationDays * DAY_MS);
  }

  await tx
    .update(companies)
    .set({ membershipLevel: levelAfter, membershipExpiresAt: expiresAfter, updatedAt: at })
    .where(eq(companies.id, order.companyId));
  // More seats (or seats again): colleagues suspended past the old limit come back, earliest joined first.
  await restoreSeats(tx, order.companyId, at);
  const [paid] = await tx
    .update(membershipOrders)
    .set({ state: 'paid', paidAt: at, providerTradeNo, membershipExpiresAt: expiresAfter, updatedAt: at })
    .where(eq(membershipOrders.id, order.id))
    .returning();
  await tx.insert(membershipLedger).values({
    userId: order.userId,
    orderId: order.id,
    planId: plan.id,
    orderType: order.orderType,
    amountFen: order.amountFen,
    levelBefore: company.membershipLevel,
    levelAfter,
    expiresBefore: company.membershipExpiresAt,
    expiresAfter,
    createdAt: at,
  });
  await recordOrderEvent(tx, 'order.paid', paid!, at, { from: order.state, providerTradeNo });
  await recordOrderEvent(tx, 'membership.activated', paid!, at, {
    levelBefore: company.membershipLevel,
    levelAfter,
    expiresBefore: company.membershipExpiresAt?.toISOString() ?? null,
    expiresAfter: expiresAfter.toISOString(),
  });
  await membershipPaid(tx, paid!, { level: levelAfter }, expiresAfter, at);
  return paid!;
}
