/**
 * `npm run bench:payments` (also the last step of `npm run bench` when a PostgreSQL URL is set): the
 * payment notification handler under load on PostgreSQL, measured (not tested), through the real HTTP
 * listener (src/server/api/node-listener.ts) on loopback.
 *
 * A fresh database on BENCH_DATABASE_URL (else TEST_DATABASE_URL) gets the demo plans, --orders
 * buyers with one pending order each, and then --copies signed sandbox notifications per order,
 * shuffled, posted by --concurrency workers at once (duplicates in any order). Reported:
 * notifications/s, p50/p95/p99 of each answer, and the end state (activations = orders, one ledger
 * row each, every answer `success`). Writes bench/results/payment-notifications.{json,md}.
 * Options: --orders (default 500), --copies (5), --concurrency (50).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { percentile, round } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '500' },
    copies: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '50' },
  },
});
const ORDERS = Number(values.orders);
const COPIES = Number(values.copies);
const CONCURRENCY = Number(values.concurrency);

const scratch = scratchDatabase('partsmall_bench_pay', 'payment-notification');
if (!scratch) process.exit(0);
const database = scratch;

async function main() {
  const databaseUrl = await database.create();
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    TOTP_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    SEED_DISABLED: '1',
    PAY_PROVIDER: 'sandbox',
    PAY_SANDBOX_SECRET: crypto.randomBytes(32).toString('hex'),
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
  });
  // Imported after the environment is set: src/env.ts reads it once.
  const { getDbHandle, closeDb } = await import('@/server/db');
  const { applyMigrations } = await import('@/server/db/migrate');
  const schema = await import('@/server/db/schema');
  const { DEMO_MEMBERSHIP_PLANS } = await import('@/server/db/seed/membership-plans');
  const { createMembershipOrder } = await import('@/server/membership/create-order');
  const { createSandboxProvider } = await import('@/server/payments/sandbox/sandbox-provider');
  const { signSandboxBody } = await import('@/server/payments/sandbox/sandbox-signature');
  const { createApp } = await import('@/server/api/app');
  const { createApiListener } = await import('@/server/api/node-listener');
  const { count, eq } = await import('drizzle-orm');

  let server: http.Server | undefined;
  try {
    const handle = await getDbHandle();
    await applyMigrations(handle.db, handle.driver);
    const db = handle.db;
    const [plan] = await db.insert(schema.membershipPlans).values([...DEMO_MEMBERSHIP_PLANS]).returning();
    const at = new Date();
    const buyers = await db
      .insert(schema.users)
      .values(
        Array.from({ length: ORDERS }, (_, i) => ({
          mobile: `137${String(i).padStart(8, '0')}`,
          name: 'Bench',
          company: 'Bench Co',
          position: 'Buyer',
          provinceCode: '440000',
          cityCode: '440300',
          districtCode: '440305',
          role: 'buyer' as const,
          status: 'approved' as const,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: schema.users.id });
    const provider = createSandboxProvider({ baseUrl: 'http://127.0.0.1', lang: 'zh', secret: async () => process.env.PAY_SANDBOX_SECRET! });
    const orders: { sn: string; fee: number }[] = [];
    for (const b of buyers) {
      const o = await createMembershipOrder(db, provider, { userId: b.id, planId: plan!.id, kind: 'purchase', lang: 'zh' });
      orders.push({ sn: o.order_sn, fee: o.fee_fen });
    }
    const secret = process.env.PAY_SANDBOX_SECRET!;
    const bodies = orders.flatMap((o) => {
      const body = JSON.stringify({
        notify_id: crypto.randomUUID(),
        notify_time: new Date().toISOString(),
        order_sn: o.sn,
        trade_no: `SBX${o.sn}`,
        amount_fen: o.fee,
        currency: 'CNY',
        outcome: 'success',
      });
      return Array.from({ length: COPIES }, () => ({ body, signature: signSandboxBody(secret, body) }));
    });
    for (let i = bodies.length - 1; i > 0; i--) {
      const j = crypto.randomInt(i + 1);
      [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
    }

    server = http.createServer(createApiListener(createApp()));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const post = (item: { body: string; signature: string }) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/pay/notify/sandbox',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(item.body), 'x-sandbox-signature': item.signature },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end(item.body);
      });

    // Warm-up: a few notifications for orders that do not exist (JIT, pool), not measured.
    for (let i = 0; i < 50; i++) {
      const body = JSON.stringify({ notify_id: `w${i}`, notify_time: new Date().toISOString(), order_sn: `VIPWARMUP${i}`, trade_no: 'w', amount_fen: 1, currency: 'CNY', outcome: 'success' });
      await post({ body, signature: signSandboxBody(secret, body) });
    }

    const times: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const item = bodies[next++];
          if (!item) return;
          const t0 = performance.now();
          const res = await post(item);
          times.push(performance.now() - t0);
          if (res.status !== 200 || res.text !== 'success') errors++;
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    agent.destroy();
    const sorted = times.sort((a, b) => a - b);
    const paid = Number((await db.select({ n: count() }).from(schema.membershipOrders).where(eq(schema.membershipOrders.state, 'paid')))[0]!.n);
    const ledger = Number((await db.select({ n: count() }).from(schema.membershipLedger))[0]!.n);
    const result = {
      database: 'PostgreSQL',
      orders: ORDERS,
      notifications: bodies.length,
      concurrency: CONCURRENCY,
      perSecond: round(bodies.length / elapsedS, 1),
      p50Ms: round(percentile(sorted, 50), 1),
      p95Ms: round(percentile(sorted, 95), 1),
      p99Ms: round(percentile(sorted, 99), 1),
      errors,
      activations: paid,
      ledgerRows: ledger,
      correct: errors === 0 && paid === ORDERS && ledger === ORDERS,
      machine: { cores: os.cpus().length, loadAverage1m: round(os.loadavg()[0]!, 2) },
      measuredAt: new Date().toISOString(),
    };
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/payment-notifications.json', JSON.stringify(result, null, 2));
    const md =
      `| notifications | concurrency | per second | p50 ms | p95 ms | p99 ms | errors | activations / orders | ledger rows |\n` +
      `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
      `| ${result.notifications} (${ORDERS} orders × ${COPIES}, shuffled) | ${CONCURRENCY} | ${result.perSecond} | ${result.p50Ms} | ${result.p95Ms} | ${result.p99Ms} | ${errors} | ${paid} / ${ORDERS} | ${ledger} |\n`;
    fs.writeFileSync('bench/results/payment-notifications.md', md);
    console.log('\nPayment notifications on PostgreSQL (bench/payment-notifications.ts):');
    console.log(md);
    console.log(result.correct ? 'PASS: one activation and one ledger row per order, every notification acknowledged' : 'FAIL: see the counts above');
    if (!result.correct) process.exitCode = 1;
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await closeDb();
    await database.drop();
  }
}

main().catch(async (err: unknown) => {
  console.error(err);
  await database.drop().catch(() => {});
  process.exit(1);
});
