import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@/server/db/client';
import { applyMigrations } from '@/server/db/migrate';
import { openPglite } from '@/server/db/open-pglite';
import { startPgliteThread, type PgliteThread } from '@/server/db/pglite-thread';

/*
 * The production server's embedded database (ADR 0073): PGlite in a worker thread, reached over the
 * PostgreSQL protocol on a unix socket with one pooled connection. What the app relies on: the
 * migrations and queries it runs on PostgreSQL work there, transactions never see each other's
 * statements, the request thread keeps turning while a query runs, and a stop leaves the data on disk.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-thread-'));
let thread: PgliteThread;
let handle: DbHandle;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many turns this thread's event loop makes while `work` is under way. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const spin = () => {
    if (done) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  await work();
  done = true;
  return turns;
}

const HEAVY = sql`SELECT count(*)::int AS n FROM generate_series(1, 1000000) AS s WHERE s % 7 = 0`;

beforeAll(async () => {
  thread = await startPgliteThread({ dataDir, fromBuild: false });
  handle = await openDb({ kind: 'pglite-thread', socketDir: thread.socketDir, waitMs: 30_000 });
  await applyMigrations(handle.db, handle.driver);
}, 240_000);

afterAll(async () => {
  await handle?.close().catch(() => {});
  await thread?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('takes the PostgreSQL migrations and answers the schema they made', async () => {
    const rows = rowsOf<{ migrations: number; products: number }>(
      await handle.db.execute(
        sql`SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations, (SELECT count(*)::int FROM products) AS products`,
      ),
    );
    expect(rows[0]!.migrations).toBeGreaterThan(10);
    expect(rows[0]!.products).toBe(0);
  });

  it('keeps concurrent transactions apart: no update lost, a rollback leaves nothing', async () => {
    await handle.db.execute(sql`CREATE TABLE thread_counter (id int PRIMARY KEY, n int NOT NULL)`);
    await handle.db.execute(sql`INSERT INTO thread_counter VALUES (1, 0)`);
    // Read, then write what was read plus one, in 40 transactions at once: an interleaving would lose updates.
    await Promise.all(
      Array.from({ length: 40 }, () =>
        handle.db.transaction(async (tx) => {
          const [row] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM thread_counter WHERE id = 1`));
          await tx.execute(sql`UPDATE thread_counter SET n = ${row!.n + 1} WHERE id = 1`);
        }),
      ),
    );
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE thread_counter SET n = -1 WHERE id = 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT n FROM thread_counter WHERE id = 1`));
    expect(row!.n).toBe(40);
  });

  it('reports a bad statement as an error and goes on answering', async () => {
    await expect(handle.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toThrow(/no_such_table/);
    const [row] = rowsOf<{ one: number }>(await handle.db.execute(sql`SELECT 1 AS one`));
    expect(row!.one).toBe(1);
  });

  it('lets the request thread turn while a long query runs, which PGlite in process does not', async () => {
    const threaded = await turnsDuring(() => handle.db.execute(HEAVY));
    // The same query on PGlite in this thread: the WebAssembly call holds the event loop to the end.
    const inProcess = await openPglite(undefined);
    try {
      const blocked = await turnsDuring(() => inProcess.query(`SELECT count(*)::int AS n FROM generate_series(1, 1000000) AS s WHERE s % 7 = 0`));
      expect(blocked).toBeLessThan(20);
    } finally {
      await inProcess.close();
    }
    expect(threaded).toBeGreaterThan(200);
  }, 60_000);

  it('leaves what it wrote on disk when it stops', async () => {
    await handle.db.execute(sql`UPDATE thread_counter SET n = 41 WHERE id = 1`);
    await handle.close();
    await thread.stop();
    const reopened = await openPglite(dataDir);
    try {
      const result = await reopened.query<{ n: number }>('SELECT n FROM thread_counter WHERE id = 1');
      expect(result.rows[0]!.n).toBe(41);
    } finally {
      await reopened.close();
    }
    // The next start finds it too.
    thread = await startPgliteThread({ dataDir, fromBuild: false });
    handle = await openDb({ kind: 'pglite-thread', socketDir: thread.socketDir, waitMs: 30_000 });
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT n FROM thread_counter WHERE id = 1`));
    expect(row!.n).toBe(41);
  }, 120_000);
});
