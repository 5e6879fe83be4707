import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SandboxNotification } from '@/contracts/membership';
import { getDb } from '@/server/db';
import { companies, membershipOrders, membershipPlans, users, type MembershipPlanRow, type NewMembershipPlanRow } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { DEMO_MEMBERSHIP_PLANS } from '@/server/db/seed/membership-plans';
import { sandboxSecret } from '@/server/payments/sandbox/sandbox-secret';
import { signSandboxBody } from '@/server/payments/sandbox/sandbox-signature';
import { sandboxTradeNo } from '@/server/payments/sandbox/sandbox-gateway';
import { api } from '@tests/setup/test-app';

/** The demo plans (quarterly L1 ¥999/90 d, annual L2 ¥2999/365 d, enterprise L3 ¥9999/365 d) and a withdrawn one. */
export type KnownPlans = { quarterly: MembershipPlanRow; annual: MembershipPlanRow; enterprise: MembershipPlanRow; withdrawn: MembershipPlanRow };

export async function seedPlans(db?: Db): Promise<KnownPlans> {
  const target = db ?? (await getDb());
  const withdrawn: NewMembershipPlanRow = { ...DEMO_MEMBERSHIP_PLANS[0]!, title: { zh: '旧套餐', en: 'Old plan' }, sortOrder: 9, active: 0 };
  const rows = await target.insert(membershipPlans).values([...DEMO_MEMBERSHIP_PLANS, withdrawn]).returning();
  const [quarterly, annual, enterprise, old] = rows;
  return { quarterly: quarterly!, annual: annual!, enterprise: enterprise!, withdrawn: old! };
}

/** Puts a buyer's company on a membership directly (the state a past payment left). */
export async function giveMembership(userId: number, level: number, expiresAt: Date | null) {
  const db = await getDb();
  await db
    .update(companies)
    .set({ membershipLevel: level, membershipExpiresAt: expiresAt })
    .where(eq(companies.id, sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${userId})`));
}

export async function orderRow(orderSn: string) {
  const [row] = await (await getDb()).select().from(membershipOrders).where(eq(membershipOrders.orderSn, orderSn));
  return row!;
}

/** A buyer's row with its company's membership (what the buyer enjoys). */
export async function userRow(userId: number) {
  const [row] = await (await getDb())
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return { ...row!.user, membershipLevel: row!.company.membershipLevel, membershipExpiresAt: row!.company.membershipExpiresAt };
}

/** The sandbox gateway's notification for an order as we stored it (amount, currency, trade number). */
export async function notificationFor(orderSn: string, outcome: SandboxNotification['outcome'], overrides: Partial<SandboxNotification> = {}): Promise<SandboxNotification> {
  const order = await orderRow(orderSn);
  return {
    notify_id: crypto.randomUUID(),
    notify_time: new Date().toISOString(),
    order_sn: orderSn,
    trade_no: sandboxTradeNo(orderSn),
    amount_fen: order?.amountFen ?? 100,
    currency: 'CNY',
    outcome,
    ...overrides,
  };
}

/** Posts a notification to the notify route as the gateway would: raw JSON bytes, HMAC header (or a given one). */
export async function postNotification(body: SandboxNotification | string, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const sig = signature ?? signSandboxBody(await sandboxSecret(), raw);
  return api('/api/pay/notify/sandbox', { method: 'POST', headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig }, body: raw });
}

export async function countRows(table: 'membership_ledger' | 'payment_notifications' | 'audit_log', where = sql`true`): Promise<number> {
  const result = await (await getDb()).execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
