import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { outbox } from '@/server/db/schema/outbox';
import { DeliveryError } from '@/server/integrations/delivery-error';
import type { SmsProvider } from '@/server/integrations/sms/sms-provider';
import { claimDueMessages } from '@/server/notifications/claim-due-messages';
import { enqueueSms } from '@/server/notifications/enqueue-sms';
import { mulberry32 } from '@/server/db/seed/demo-catalogue/rng';
import { deliverDueMessages } from '@/server/notifications/outbox-worker';

let t = Date.parse('2026-05-01T06:00:00.000Z');

/** A carrier failing ~30 % of calls (retryably); successful deliveries are counted per message. */
function flakyProvider(seed: number) {
  const random = mulberry32(seed); // the same "30 % failures" on every run
  const delivered = new Map<string, number>();
  let calls = 0;
  let failures = 0;
  const provider: SmsProvider = {
    name: 'flaky',
    keepsCodeReadable: true,
    async send({ params }) {
      calls += 1;
      await new Promise((r) => setTimeout(r, random() * 3));
      if (random() < 0.3) {
        failures += 1;
        throw new DeliveryError('isp.SYSTEM_ERROR', 'carrier hiccup', { retryable: true });
      }
      delivered.set(params.name!, (delivered.get(params.name!) ?? 0) + 1);
      return { messageId: `flaky-${params.name}` };
    },
  };
  return { provider, delivered, stats: () => ({ calls, failures }) };
}

const message = (i: number) =>
  ({ mobile: `139${String(i).padStart(8, '0')}`, template: 'accountApproved', params: { name: `m${i}` }, lang: 'en' }) as const;

beforeEach(async () => {
  setClock(() => new Date(t));
  await (await getDb()).execute(sql`TRUNCATE outbox RESTART IDENTITY`);
});
afterAll(() => resetClock());

describe('outbox reliability (R8)', () => {
  it('200 messages through a carrier failing 30 % of calls: each delivered exactly once in the end', async () => {
    const db = await getDb();
    for (let i = 0; i < 200; i++) await enqueueSms(db, message(i));
    const { provider, delivered, stats } = flakyProvider(42);

    // Two workers side by side, as two app instances would run them.
    for (let round = 0; round < 100; round++) {
      await Promise.all([
        deliverDueMessages(db, { limit: 25, providers: { sms: provider } }),
        deliverDueMessages(db, { limit: 25, providers: { sms: provider } }),
      ]);
      const [{ pending }] = (await db
        .select({ pending: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`${outbox.status} <> 'sent'`)) as [{ pending: number }];
      if (pending === 0) break;
      t += 8 * 3_600_000; // past any backoff
    }

    expect(stats().failures).toBeGreaterThan(40); // the carrier really was flaky
    const rows = await db.select().from(outbox);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(delivered.size).toBe(200);
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    for (const row of rows) expect(row.providerMessageId).toBe(`flaky-${(row.payload.params as { name: string }).name}`);
  });

  it('survives a crash between claim and send: the message is retried once locked_until has passed', async () => {
    const db = await getDb();
    await enqueueSms(db, message(1));
    // Worker A claims and "dies" before sending or recording anything.
    const claimed = await claimDueMessages(db, { limit: 10 });
    expect(claimed).toHaveLength(1);
    const { provider, delivered } = flakyProvider(7);
    const reliable: SmsProvider = { ...provider, send: async (r) => (delivered.set(r.params.name!, 1), { messageId: 'x' }) };

    // Worker B (a restarted process) must not take it while A's claim holds …
    t += 59_000;
    expect(await deliverDueMessages(db, { providers: { sms: reliable } })).toEqual({ sent: 0, failed: 0 });
    // … and takes it over afterwards.
    t += 2_000;
    expect(await deliverDueMessages(db, { providers: { sms: reliable } })).toEqual({ sent: 1, failed: 0 });
    expect(delivered.get('m1')).toBe(1);
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('survives a restart between commit and send: nothing lives in memory', async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await enqueueSms(tx, message(i));
    });
    // A fresh provider and a fresh delivery call stand for the restarted process.
    const { provider, delivered } = flakyProvider(1);
    for (let i = 0; i < 20 && delivered.size < 3; i++) {
      await deliverDueMessages(db, { providers: { sms: provider } });
      t += 8 * 3_600_000;
    }
    expect([...delivered.keys()].sort()).toEqual(['m0', 'm1', 'm2']);
  });

  it('a late failure from a worker whose claim lapsed does not undo the new owner\'s delivery', async () => {
    const db = await getDb();
    await enqueueSms(db, message(1));
    let release: ((fail: boolean) => void) | undefined;
    const slow: SmsProvider = {
      name: 'slow',
      keepsCodeReadable: true,
      send: () =>
        new Promise((resolve, reject) => {
          release = (fail) => (fail ? reject(new DeliveryError('late', 'late', { retryable: true })) : resolve({ messageId: 'slow' }));
        }),
    };
    const fast: SmsProvider = { name: 'fast', keepsCodeReadable: true, send: async () => ({ messageId: 'fast' }) };

    const workerA = deliverDueMessages(db, { providers: { sms: slow } });
    await vi.waitFor(() => expect(release).toBeDefined());
    t += 61_000; // A's claim lapses while its carrier call hangs
    expect(await deliverDueMessages(db, { providers: { sms: fast } })).toEqual({ sent: 1, failed: 0 });
    release!(true);
    await workerA;
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', provider: 'fast', providerMessageId: 'fast', lastError: null });
  });
});
