import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { migrationsFolder } from '../db/migrate';
import { periodicJobRunning } from '../jobs/periodic-job';
import { isDraining } from './lifecycle';

/*
 * GET /readyz: may this instance take traffic? The database answers a query, every committed
 * migration is applied, the outbox worker runs, and the process is not shutting down. Each failed
 * check names itself and why, so an operator reads the reason from the probe's answer.
 */

export type Readiness = {
  ready: boolean;
  checks: { database: string; migrations: string; outbox: string; shutdown: string };
};

export type ReadinessDeps = {
  db: () => Promise<Db>;
  outboxRunning?: () => boolean;
  draining?: () => boolean;
  /** The latest migration the code ships (drizzle's `when`); read from the journal by default. */
  latestMigration?: () => number;
  timeoutMs?: number;
};

let journalLatest: number | undefined;

/** The newest migration in the committed journal (its `when`, which drizzle stores as created_at). */
export function latestShippedMigration(): number {
  if (journalLatest === undefined) {
    const file = path.join(migrationsFolder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { when: number }[] };
    journalLatest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return journalLatest;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) || [];
}

export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', outbox: 'ok', shutdown: 'ok' };
  try {
    const db = await within(timeoutMs, deps.db());
    await within(timeoutMs, db.execute(sql`SELECT 1`));
    try {
      const result = await within(
        timeoutMs,
        db.execute(sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`),
      );
      const latest = Number(rowsOf(result)[0]?.latest ?? 0);
      const shipped = (deps.latestMigration ?? latestShippedMigration)();
      if (!(latest >= shipped)) checks.migrations = 'pending: the database is behind the code (run the migrations)';
    } catch {
      checks.migrations = 'unknown: the migrations table cannot be read';
    }
  } catch (err) {
    checks.database = `unreachable: ${err instanceof Error ? err.message.split('\n')[0]!.slice(0, 120) : 'error'}`;
    checks.migrations = 'unknown: no database';
  }
  if (!(deps.outboxRunning ?? (() => periodicJobRunning('outbox')))()) checks.outbox = 'stopped: the outbox worker is not running';
  if ((deps.draining ?? isDraining)()) checks.shutdown = 'draining: the process is shutting down';
  const ready = Object.values(checks).every((value) => value === 'ok');
  return { ready, checks };
}
