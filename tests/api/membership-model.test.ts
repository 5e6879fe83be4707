import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { membershipLedger, membershipOrders } from '@/server/db/schema';
import { expireOverdueOrders } from '@/server/payments/expire-overdue-orders';
import { prorateUpgradeFen, remainingDays } from '@/server/membership/prorate-upgrade';
import { createUser, GOOD_PASSWORD, send, signIn, type Session } from '@tests/factories/users';
import { notificationFor, postNotification, seedPlans, userRow, type KnownPlans } from '@tests/factories/membership';

/*
 * Model-based (fast-check commands): orders, notifications (success, duplicates, fail), cancels, the
 * expiry job, upgrades and time moving, in random order, against a model of the rules of
 * docs/decisions/0022–0023. After every step the database must equal the model: every order's state,
 * the buyer's level and expiry, one ledger row per paid order — never an invalid state, never a second
 * activation.
 */

type State = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
type ModelOrder = { sn: string; planIdx: number; type: 1 | 2; amount: number; payExpiresAt: number; state: State; baseExpiresAt: number | null };
type Model = { now: number; level: number; expiresAt: number | null; orders: ModelOrder[] };
type Real = { buyer: Session & { id: number }; mobile: string };

const START = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
const TTL = 15 * 60_000;
let plans: KnownPlans;
let planList: { id: number; level: number; priceFen: number; durationDays: number }[];
let clock = START;

beforeAll(async () => {
  plans = await seedPlans();
  planList = [plans.quarterly, plans.annual, plans.enterprise];
  setClock(() => new Date(clock));
});
afterAll(() => resetClock());

const active = (m: Model) => m.level > 0 && m.expiresAt !== null && m.expiresAt > m.now;
const planForLevel = (level: number) => planList.find((p) => p.level === level)!;

/** The order a purchase or upgrade leaves behind in the model (reused, or a new one after closing the old). */
function placeOrder(m: Model, planIdx: number, type: 1 | 2, amount: number, sn: string): void {
  const pending = m.orders.find((o) => o.planIdx === planIdx && o.type === type && o.state === 'pending');
  if (pending && pending.payExpiresAt > m.now && pending.amount === amount) {
    expect(sn).toBe(pending.sn);
    return;
  }
  if (pending) pending.state = pending.payExpiresAt <= m.now ? 'expired' : 'cancelled';
  expect(m.orders.some((o) => o.sn === sn)).toBe(false);
  m.orders.push({ sn, planIdx, type, amount, payExpiresAt: m.now + TTL, state: 'pending', baseExpiresAt: type === 2 ? m.expiresAt : null });
}

class Buy implements fc.AsyncCommand<Model, Real> {
  constructor(readonly planIdx: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const plan = planList[this.planIdx]!;
    const { body } = await send(`/api/ums/c2b?vipId=${plan.id}&orderType=1`, 'GET', r.buyer.headers);
    expect(body.status).toBe(200);
    expect(body.data.fee_fen).toBe(plan.priceFen);
    placeOrder(m, this.planIdx, 1, plan.priceFen, body.data.order_sn);
  }
  toString = () => `buy(${this.planIdx})`;
}

class Upgrade implements fc.AsyncCommand<Model, Real> {
  constructor(readonly planIdx: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const plan = planList[this.planIdx]!;
    const { body } = await send(`/api/ums/upg?vipId=${plan.id}`, 'GET', r.buyer.headers);
    if (!active(m) || plan.level <= m.level) {
      expect(body.status).toBe(400001);
      return;
    }
    const amount = prorateUpgradeFen(planForLevel(m.level), plan, remainingDays(new Date(m.expiresAt!), new Date(m.now)));
    expect(body.status).toBe(200);
    expect(body.data.fee_fen).toBe(amount);
    placeOrder(m, this.planIdx, 2, amount, body.data.order_sn);
  }
  toString = () => `upgrade(${this.planIdx})`;
}

class NotifySuccess implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly copies: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model) {
    const o = m.orders[this.pick % m.orders.length]!;
    const n = await notificationFor(o.sn, 'success');
    const answers = await Promise.all(Array.from({ length: this.copies }, () => postNotification(n)));
    for (const a of answers) expect(a.text).toBe('success');
    const payable = (o.state === 'pending' || o.state === 'failed') && m.now <= o.payExpiresAt;
    if (!payable) {
      if (o.state === 'pending') o.state = 'expired';
      return;
    }
    const plan = planList[o.planIdx]!;
    if (o.type === 2) {
      const wasActive = active(m);
      const term = m.now + plan.durationDays * DAY;
      m.level = Math.max(wasActive ? m.level : 0, plan.level);
      m.expiresAt = wasActive && m.expiresAt! > term ? m.expiresAt : term;
    } else {
      const start = active(m) ? m.expiresAt! : m.now;
      m.level = active(m) ? Math.max(m.level, plan.level) : plan.level;
      m.expiresAt = start + plan.durationDays * DAY;
    }
    o.state = 'paid';
  }
  toString = () => `success(#${this.pick}×${this.copies})`;
}

class NotifyFail implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model) {
    const o = m.orders[this.pick % m.orders.length]!;
    expect((await postNotification(await notificationFor(o.sn, 'fail'))).text).toBe('success');
    if (o.state === 'pending') o.state = 'failed';
  }
  toString = () => `fail(#${this.pick})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = m.orders[this.pick % m.orders.length]!;
    const { res } = await send(`/api/ums/c2b/cancel?sn=${o.sn}`, 'POST', r.buyer.headers);
    expect(res.status).toBe(o.state === 'pending' ? 200 : 409);
    if (o.state === 'pending') o.state = 'cancelled';
  }
  toString = () => `cancel(#${this.pick})`;
}

class ExpiryTick implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model) {
    await expireOverdueOrders(await getDb(), new Date(m.now));
    for (const o of m.orders) if (o.state === 'pending' && o.payExpiresAt <= m.now) o.state = 'expired';
  }
  toString = () => 'expiry-tick';
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    m.now += this.ms;
    clock = m.now;
    // Sessions end after 2 idle hours and 30 days: sign in again, as the buyer would.
    if (this.ms > 60 * 60_000) r.buyer = { ...(await signIn(r.mobile, GOOD_PASSWORD)), id: r.buyer.id };
  }
  toString = () => `wait(${this.ms / 60_000} min)`;
}

async function assertMatches(m: Model, r: Real): Promise<void> {
  const db = await getDb();
  const rows = await db.select().from(membershipOrders).where(eq(membershipOrders.userId, r.buyer.id));
  expect(rows).toHaveLength(m.orders.length);
  for (const o of m.orders) expect(rows.find((x) => x.orderSn === o.sn)?.state, o.sn).toBe(o.state);
  // At most one payable order per plan and kind; every paid order has exactly one ledger row.
  const pendingKeys = rows.filter((x) => x.state === 'pending').map((x) => `${x.planId}/${x.orderType}`);
  expect(new Set(pendingKeys).size).toBe(pendingKeys.length);
  const ledger = await db.select().from(membershipLedger).where(eq(membershipLedger.userId, r.buyer.id));
  const paid = rows.filter((x) => x.state === 'paid');
  expect(ledger.map((l) => l.orderId).sort()).toEqual(paid.map((x) => x.id).sort());
  const user = await userRow(r.buyer.id);
  expect(user.membershipLevel).toBe(m.level);
  expect(user.membershipExpiresAt?.getTime() ?? null).toBe(m.expiresAt);
}

const commands = fc.commands(
  [
    fc.nat({ max: 2 }).map((i) => new Buy(i)),
    fc.nat({ max: 2 }).map((i) => new Upgrade(i)),
    fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 })).map(([p, n]) => new NotifySuccess(p, n)),
    fc.nat().map((p) => new NotifyFail(p)),
    fc.nat().map((p) => new Cancel(p)),
    fc.constant(new ExpiryTick()),
    fc.constantFrom(60_000, 5 * 60_000, 14 * 60_000, 16 * 60_000, 30 * DAY, 95 * DAY).map((ms) => new Wait(ms)),
  ],
  { maxCommands: 18 },
);

describe('orders, notifications, expiry and upgrades in random order — model', () => {
  it('never reach an invalid state or a double activation', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        clock = START;
        const user = await createUser(await getDb());
        const real: Real = { buyer: { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id }, mobile: user.mobile };
        const model: Model = { now: START, level: 0, expiresAt: null, orders: [] };
        const checked = [...cmds].map((cmd) => ({
          check: (mm: Readonly<Model>) => cmd.check(mm),
          run: async (mm: Model, rr: Real) => {
            await cmd.run(mm, rr);
            await assertMatches(mm, rr);
          },
          toString: () => cmd.toString(),
        }));
        await fc.asyncModelRun(() => ({ model, real }), checked);
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
