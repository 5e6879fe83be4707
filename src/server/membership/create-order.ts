import { and, eq } from 'drizzle-orm';
import { env } from '@/env';
import type { CreatedOrder } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { companies, membershipOrders, users, type CompanyRow, type MembershipOrderRow, type MembershipPlanRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { logLine } from '../notifications/log-line';
import type { PaymentOrderFacts, PaymentProvider } from '../payments/provider';
import { describeError } from '../security/describe-error';
import { findActivePlan } from './find-plan';
import { membershipAt } from './membership-state';
import { newOrderSn } from './order-sn';
import { toCreatedOrder } from './order-views';
import { localized } from './plan-view';
import { recordOrderEvent } from './record-order-event';
import { upgradePrice } from './upgrade-price';

export type CreateOrderInput = {
  userId: number;
  planId: number;
  /** purchase: c2b (a new membership, or an extension by the same or a lower plan); upgrade: upg. */
  kind: 'purchase' | 'upgrade';
  lang: Lang;
};

type Priced = { orderType: 1 | 2; amountFen: number; baseExpiresAt: Date | null };

/**
 * GET /api/ums/c2b and /api/ums/upg (docs/decisions/0022). Amount, plan and buyer come from our records
 * only. Under the buyer's row lock, a pending order of the same plan and kind that is still payable at
 * the same amount is handed back instead of piling up; one that is not is closed first.
 *
 * The payment gateway is asked for the pay URL between two short transactions, never inside one
 * (docs/decisions/0046): a gateway that stalls for its whole timeout must not hold a database connection
 * and the buyer's lock — on the embedded database that would stall every other request. A refusal
 * stores nothing. If another request stored a payable order meanwhile, that one is handed back; the
 * gateway's unused trade is never shown to anyone and lapses at the gateway.
 */
export async function createMembershipOrder(db: Db, provider: PaymentProvider, input: CreateOrderInput): Promise<CreatedOrder> {
  const at = now();
  const plan = await findActivePlan(db, input.planId);
  if (!plan) throw DomainError.field('vipId', 'planNotFound');

  const first = await db.transaction((tx) => decide(tx, plan, provider, input, at, { closeSuperseded: false }));
  if (first.kind === 'existing') return toCreatedOrder(first.order, plan, input.lang);

  const orderSn = newOrderSn(at);
  const payExpiresAt = new Date(at.getTime() + env.PAY_ORDER_TTL_MINUTES * 60_000);
  const { payUrl } = await askProvider(provider, {
    orderSn,
    amountFen: first.priced.amountFen,
    currency: 'CNY',
    subject: localized(plan.title, 'zh'),
    payExpiresAt,
  });

  const order = await db.transaction(async (tx) => {
    const again = await decide(tx, plan, provider, input, at, { closeSuperseded: true });
    if (again.kind === 'existing') return again.order;
    const { user, company, priced } = again;
    // The buyer's membership changed while the gateway answered (a payment landed): the trade's amount
    // is stale. Rare; the buyer asks again and gets a fresh price.
    if (priced.amountFen !== first.priced.amountFen || priced.orderType !== first.priced.orderType) {
      throw new DomainError('unavailable', 'paymentUnavailable');
    }
    const [created] = await tx
      .insert(membershipOrders)
      .values({
        orderSn,
        userId: user.id,
        companyId: company.id,
        planId: plan.id,
        orderType: priced.orderType,
        amountFen: priced.amountFen,
        currency: 'CNY',
        state: 'pending',
        provider: provider.name,
        payUrl,
        createdAt: at,
        payExpiresAt,
        baseExpiresAt: priced.baseExpiresAt,
        updatedAt: at,
      })
      .returning();
    if (!created) throw new Error('order insert returned nothing');
    await recordOrderEvent(tx, 'order.created', created, at, { planId: plan.id, orderType: priced.orderType, provider: provider.name }, user.id);
    return created;
  });
  return toCreatedOrder(order, plan, input.lang);
}

type Decision =
  | { kind: 'existing'; order: MembershipOrderRow }
  | { kind: 'new'; user: typeof users.$inferSelect; company: CompanyRow; priced: Priced };

/** Under the company's row lock: the payable pending order to hand back, or the price of a new one. */
async function decide(
  tx: Db,
  plan: MembershipPlanRow,
  provider: PaymentProvider,
  input: CreateOrderInput,
  at: Date,
  options: { closeSuperseded: boolean },
): Promise<Decision> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!user?.companyId) throw new DomainError('notFound', 'userNotFound');
  // The membership is the company's: one lock per company, whoever of it buys.
  const [company] = await tx.select().from(companies).where(eq(companies.id, user.companyId)).for('no key update');
  if (!company) throw new DomainError('notFound', 'userNotFound');
  const priced = await price(tx, plan, membershipAt(company, at), input.kind, at);

  const [pending] = await tx
    .select()
    .from(membershipOrders)
    .where(
      and(
        eq(membershipOrders.companyId, company.id),
        eq(membershipOrders.planId, plan.id),
        eq(membershipOrders.orderType, priced.orderType),
        eq(membershipOrders.state, 'pending'),
      ),
    )
    .for('update');
  if (pending) {
    const reusable = pending.payExpiresAt > at && pending.amountFen === priced.amountFen && pending.provider === provider.name;
    if (reusable) return { kind: 'existing', order: pending };
    if (options.closeSuperseded) await closeSuperseded(tx, pending, at);
  }
  return { kind: 'new', user, company, priced };
}

async function price(
  tx: Db,
  plan: MembershipPlanRow,
  membership: ReturnType<typeof membershipAt>,
  kind: CreateOrderInput['kind'],
  at: Date,
): Promise<Priced> {
  if (kind === 'purchase') return { orderType: 1, amountFen: plan.priceFen, baseExpiresAt: null };
  const upgrade = await upgradePrice(tx, plan, membership, at);
  return { orderType: 2, amountFen: upgrade.amountFen, baseExpiresAt: upgrade.expiresAt };
}

/** A gateway that refuses or cannot be reached is a 503 for the buyer; the details go to the log only. */
async function askProvider(provider: PaymentProvider, facts: PaymentOrderFacts): Promise<{ payUrl: string }> {
  try {
    return await provider.createPayment(facts);
  } catch (err) {
    logLine('error', 'payment.create', { provider: provider.name, orderSn: facts.orderSn, ...describeError(err) });
    throw new DomainError('unavailable', 'paymentUnavailable');
  }
}

/** A pending order that cannot be handed back (past its window, or another price now) ends first. */
async function closeSuperseded(tx: Db, pending: MembershipOrderRow, at: Date): Promise<void> {
  const state = pending.payExpiresAt <= at ? 'expired' : 'cancelled';
  const [closed] = await tx
    .update(membershipOrders)
    .set({ state, closedAt: at, updatedAt: at })
    .where(and(eq(membershipOrders.id, pending.id), eq(membershipOrders.state, 'pending')))
    .returning();
  if (closed) await recordOrderEvent(tx, state === 'expired' ? 'order.expired' : 'order.cancelled', closed, at, { from: 'pending', reason: 'superseded' });
}
