import crypto from 'node:crypto';
import { expect } from 'vitest';
import { signSandboxBody } from '@/server/payments/sandbox/sandbox-signature';
import { BUYER_PASSWORD, insertBuyer } from './buyers';
import type { Cluster } from './cluster';

/*
 * kill -9 of an instance during a burst of inquiry creations and payment notifications:
 * buyers and the payment gateway keep writing through the proxy while one of the two instances is
 * killed without warning. Every write that was acknowledged (2xx and the success answer) is in the
 * database after the instance is back; nothing is there twice — not when the client retries what went
 * unanswered (same Idempotency-Key, same notification), as clients and gateways do.
 */
const INQUIRIES = 60;
const ORDERS = 30;
const CONCURRENCY = 6;

type Operation =
  { kind: 'inquiry'; key: string; message: string } | { kind: 'notify'; orderSn: string; body: string };
type Outcome = { op: Operation; acknowledged: boolean; answer: string; afterKill: boolean };

/** The scenario, on a running cluster whose first instance it kills (and starts again). */
export async function killDuringBurst(cluster: Cluster): Promise<void> {
  const { db } = cluster;
  const [product] = await db.sql<{ sku_code: string }>(
    "SELECT sku_code FROM products WHERE status = 'active' ORDER BY id LIMIT 1",
  );
  const [plan] = await db.sql<{ id: number; price_fen: number; duration_days: number }>(
    'SELECT id, price_fen, duration_days FROM membership_plans WHERE active = 1 ORDER BY sort_order LIMIT 1',
  );

  // One buyer sends the inquiries (signed in through the proxy: the session works on both instances) …
  const inquirer = await insertBuyer(db);
  const buyerClient = cluster.viaProxy();
  expect((await buyerClient.signIn(inquirer.mobile, BUYER_PASSWORD)).json.status).toBe(200);
  // … and thirty others each have an order waiting for the gateway's word.
  const orders: { sn: string; userId: number }[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const buyer = await insertBuyer(db);
    const sn = `VIPKILL${process.pid}${String(i).padStart(4, '0')}`;
    await db.sql(
      `INSERT INTO membership_orders (order_sn, user_id, company_id, plan_id, order_type, amount_fen, currency, state, provider, pay_url, created_at, pay_expires_at, updated_at)
         VALUES ($1, $2, (SELECT company_id FROM users WHERE id = $2), $3, 1, $4, 'CNY', 'pending', 'sandbox', 'https://shop.example.com/pay/sandbox/x', now(), now() + interval '15 minutes', now())`,
      [sn, buyer.id, plan!.id, plan!.price_fen],
    );
    orders.push({ sn, userId: buyer.id });
  }

  const operations: Operation[] = [];
  for (let i = 0; i < Math.max(INQUIRIES, ORDERS); i += 1) {
    if (i < INQUIRIES)
      operations.push({ kind: 'inquiry', key: crypto.randomUUID(), message: `burst inquiry ${i}` });
    if (i < ORDERS) {
      const body = JSON.stringify({
        notify_id: crypto.randomUUID(),
        notify_time: new Date().toISOString(),
        order_sn: orders[i]!.sn,
        trade_no: `SBX${orders[i]!.sn}`,
        amount_fen: plan!.price_fen,
        currency: 'CNY',
        outcome: 'success',
      });
      operations.push({ kind: 'notify', orderSn: orders[i]!.sn, body });
    }
  }

  const gateway = cluster.viaProxy();
  let killed = false;
  const perform = async (op: Operation): Promise<Outcome> => {
    const afterKill = killed;
    try {
      if (op.kind === 'inquiry') {
        const answer = await buyerClient.request('POST', '/api/inquiry?lang=en', {
          json: {
            lines: [{ product: product!.sku_code, quantity: 2 }],
            message: op.message,
            contactName: '王强',
            contactMobile: '13812341234',
          },
          headers: { 'idempotency-key': op.key },
        });
        return {
          op,
          acknowledged: answer.status === 200 && answer.json?.status === 200,
          answer: `${answer.status} ${answer.text.slice(0, 80)}`,
          afterKill,
        };
      }
      const answer = await gateway.request('POST', '/api/pay/notify/sandbox', {
        body: op.body,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxBody(cluster.paySecret, op.body),
        },
        xsrf: false,
      });
      return {
        op,
        acknowledged: answer.status === 200 && answer.text === 'success',
        answer: `${answer.status} ${answer.text.slice(0, 80)}`,
        afterKill,
      };
    } catch (err) {
      return { op, acknowledged: false, answer: err instanceof Error ? err.message : String(err), afterKill };
    }
  };

  // The burst: six clients at once through the proxy; once a third of it is answered, instance 1 is
  // killed while the rest is in flight.
  const outcomes: Outcome[] = [];
  let next = 0;
  const victim = cluster.instances[0]!;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < operations.length) {
      const op = operations[next++]!;
      outcomes.push(await perform(op));
      if (!killing && outcomes.length >= operations.length / 3) {
        killing = victim.kill9().then(() => {
          killed = true;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  expect(killed).toBe(true);
  // The survivor went on acknowledging writes after the kill.
  expect(outcomes.filter((o) => o.afterKill && o.acknowledged).length).toBeGreaterThan(0);

  const unanswered = outcomes.filter((o) => !o.acknowledged);
  console.log(
    `burst: ${outcomes.length} writes, ${outcomes.length - unanswered.length} acknowledged, ${unanswered.length} unanswered` +
      (unanswered.length
        ? ` (${[...new Set(unanswered.map((o) => o.answer.slice(0, 40)))].join('; ')})`
        : ''),
  );
  await victim.start();

  // 1. Everything acknowledged is there, once.
  const stored = await db.sql<{ idempotency_key: string; message: string }>(
    'SELECT idempotency_key, message FROM inquiries WHERE user_id = $1',
    [inquirer.id],
  );
  const storedKeys = new Map<string, number>();
  for (const row of stored)
    storedKeys.set(row.idempotency_key, (storedKeys.get(row.idempotency_key) ?? 0) + 1);
  const acknowledgedInquiries = outcomes
    .filter((o) => o.acknowledged && o.op.kind === 'inquiry')
    .map((o) => o.op as Extract<Operation, { kind: 'inquiry' }>);
  for (const op of acknowledgedInquiries) expect(storedKeys.get(op.key), op.message).toBe(1);
  expect([...storedKeys.values()].every((n) => n === 1)).toBe(true);
  expect(new Set(stored.map((r) => r.message)).size).toBe(stored.length);

  const paid = async () =>
    new Map(
      (
        await db.sql<{ order_sn: string; state: string; ledger: number; days: number | null }>(
          `SELECT o.order_sn, o.state, (SELECT count(*)::int FROM membership_ledger l WHERE l.order_id = o.id) AS ledger,
                    round(extract(epoch FROM (c.membership_expires_at - o.paid_at)) / 86400)::int AS days
               FROM membership_orders o JOIN companies c ON c.id = o.company_id WHERE o.order_sn LIKE 'VIPKILL%'`,
        )
      ).map((r) => [r.order_sn, r]),
    );
  const afterBurst = await paid();
  for (const o of outcomes.filter((x) => x.acknowledged && x.op.kind === 'notify')) {
    const sn = (o.op as Extract<Operation, { kind: 'notify' }>).orderSn;
    expect(afterBurst.get(sn), sn).toMatchObject({ state: 'paid', ledger: 1 });
  }
  for (const row of afterBurst.values()) expect(row.ledger).toBeLessThanOrEqual(1);

  // 2. The clients retry what went unanswered, as they do: the same Idempotency-Key, the same
  //    signed notification. Now everything is acknowledged and still there once.
  //    A retry may itself meet a 502 once: nginx can still hold a kept-alive connection to the killed
  //    process, and it does not resend a POST on another upstream. Clients retry again, as they would.
  const retried = await Promise.all(
    unanswered.map(async (o) => {
      let outcome = await perform(o.op);
      for (let i = 0; i < 2 && !outcome.acknowledged && outcome.answer.startsWith('502'); i += 1) outcome = await perform(o.op);
      return outcome;
    }),
  );
  expect(retried.filter((o) => !o.acknowledged).map((o) => o.answer)).toEqual([]);

  const final = await db.sql<{ idempotency_key: string; n: number }>(
    'SELECT idempotency_key, count(*)::int AS n FROM inquiries WHERE user_id = $1 GROUP BY idempotency_key',
    [inquirer.id],
  );
  expect(final).toHaveLength(INQUIRIES);
  expect(final.every((r) => r.n === 1)).toBe(true);
  const finalOrders = await paid();
  expect([...finalOrders.values()].map((r) => `${r.state} ${r.ledger} ${r.days}`)).toEqual(
    Array(ORDERS).fill(`paid 1 ${plan!.duration_days}`),
  );

  // 3. Nothing was queued twice either: one "new inquiry" chat message per inquiry in the outbox.
  const announced = await db.sql<{ reference: string; n: number }>(
    `SELECT i.reference, (SELECT count(*)::int FROM outbox m WHERE m.channel = 'chatbot' AND m.payload->>'reference' = i.reference) AS n
         FROM inquiries i WHERE i.user_id = $1`,
    [inquirer.id],
  );
  expect(announced.filter((r) => r.n !== 1)).toEqual([]);
}
