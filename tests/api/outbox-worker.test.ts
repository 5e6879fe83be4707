import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Renamed: `use…` reads as a React hook to the linter; this is a plain setter.
import { closeDb, getDb, getDbHandle, useDbHandle as installDbHandle } from '@/server/db';
import { enqueueSms } from '@/server/notifications/enqueue-sms';
import { listOutboxMessages } from '@/server/notifications/list-outbox-messages';
import { startOutboxWorker } from '@/server/notifications/outbox-worker';
import { periodicJobRunning, startPeriodicJob } from '@/server/jobs/periodic-job';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('startOutboxWorker', () => {
  it('polls, delivers with the configured (console) carrier, and is one per process', async () => {
    const db = await getDb();
    await db.execute(sql`TRUNCATE outbox RESTART IDENTITY`);
    const before = process.listenerCount('SIGTERM');
    stop = startOutboxWorker({ intervalMs: 50 });
    expect(startOutboxWorker({ intervalMs: 50 })).toBe(stop);
    // Shutdown belongs to the server (closeDb stops the worker): no signal listener of its own.
    expect(process.listenerCount('SIGTERM')).toBe(before);

    await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '987654' }, lang: 'zh' });
    await vi.waitFor(async () => expect((await listOutboxMessages(db, {}))[0]!.status).toBe('sent'), { timeout: 5_000 });
    expect((await listOutboxMessages(db, {}))[0]).toMatchObject({ provider: 'console', to: '13812341234' });

    stop();
    await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '111111' }, lang: 'zh' });
    await new Promise((r) => setTimeout(r, 200));
    expect((await listOutboxMessages(db, {}))[0]!.status).toBe('pending');
  });

  it('stops when the server closes the database', async () => {
    const db = await getDb();
    const real = await getDbHandle();
    await db.execute(sql`TRUNCATE outbox RESTART IDENTITY`);
    stop = startOutboxWorker({ intervalMs: 20 });
    installDbHandle({ ...real, close: async () => {} }); // closeDb() runs its hooks, then closes this stand-in
    await closeDb();
    installDbHandle(real);
    await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '222222' }, lang: 'zh' });
    await new Promise((r) => setTimeout(r, 200));
    expect((await listOutboxMessages(db, {}))[0]!.status).toBe('pending');
    const again = startOutboxWorker({ intervalMs: 20 });
    expect(again).not.toBe(stop); // the stopped worker left its slot
    stop = again;
  });

  it('closing the database waits for a pass under way to finish (drained, not cut off)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let finished = false;
    stop = startPeriodicJob('drain-test', async () => {
      started = true;
      await gate;
      finished = true;
      return 60_000;
    });
    expect(periodicJobRunning('drain-test')).toBe(true);
    await vi.waitFor(() => expect(started).toBe(true));
    const real = await getDbHandle();
    let dbClosedAfterPass: boolean | undefined;
    installDbHandle({ ...real, close: async () => void (dbClosedAfterPass = finished) });
    const closing = closeDb();
    await new Promise((resolve) => setImmediate(resolve)); // every pending callback has run…
    expect(dbClosedAfterPass).toBeUndefined(); // …and the database is still open while the pass runs
    release();
    await closing;
    installDbHandle(real);
    expect(dbClosedAfterPass).toBe(true);
    expect(periodicJobRunning('drain-test')).toBe(false);
  });

  it('keeps polling when a pass fails (database briefly away)', async () => {
    let calls = 0;
    stop = startOutboxWorker({
      intervalMs: 20,
      db: () => {
        calls += 1;
        return Promise.reject(new Error('database unavailable'));
      },
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 2_000 });
  });
});
