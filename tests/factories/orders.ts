import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { now } from '@/server/clock';
import {
  membershipOrders,
  membershipPlans,
  users,
  type MembershipOrderRow,
  type MembershipPlanRow,
  type NewMembershipPlanRow,
} from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/*
 * Membership plans and orders written straight to the tables, for tests of what follows a payment
 * (invoices, order lists). The purchase flow itself is tested through the API.
 */

const text = (zh: string, en: string) => ({ zh, en });

export async function createPlan(db: Db, overrides: Partial<NewMembershipPlanRow> = {}): Promise<MembershipPlanRow> {
  const [row] = await db
    .insert(membershipPlans)
    .values({
      level: 2,
      title: text('年度会员', 'Annual membership'),
      priceFen: 299_900,
      durationDays: 365,
      memoData: text('数据', 'Data'),
      memoCooperation: text('合作', 'Cooperation'),
      memoExpiration: text('365天', '365 days'),
      memoPerDay: text('每日50次', '50 a day'),
      memoAccount: text('3个账号', '3 accounts'),
      isInvoice: 1,
      sortOrder: 99,
      active: 1,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createPlan: insert returned nothing');
  return row;
}

/** An order number in the shape the store issues: "VIP" + date + random digits. */
export function newOrderSn(): string {
  return `VIP${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${crypto.randomInt(1e9, 1e10)}`;
}

/** An order of `userId` for `planId`; paid by default (amount = the plan's price unless given). */
export async function createOrder(
  db: Db,
  input: { userId: number; plan: MembershipPlanRow } & Partial<typeof membershipOrders.$inferInsert>,
): Promise<MembershipOrderRow> {
  const { userId, plan, ...overrides } = input;
  const at = now();
  const [owner] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!owner?.companyId) throw new Error('createOrder: the user has no company');
  const state = overrides.state ?? 'paid';
  const [row] = await db
    .insert(membershipOrders)
    .values({
      orderSn: newOrderSn(),
      userId,
      companyId: owner.companyId,
      planId: plan.id,
      orderType: 1,
      amountFen: plan.priceFen,
      currency: 'CNY',
      state,
      provider: 'sandbox',
      payUrl: 'http://localhost/pay/sandbox/x',
      createdAt: at,
      payExpiresAt: new Date(at.getTime() + 15 * 60_000),
      paidAt: state === 'paid' ? at : null,
      updatedAt: at,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createOrder: insert returned nothing');
  return row;
}
