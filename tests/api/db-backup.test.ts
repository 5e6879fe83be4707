import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '@/server/db/backup/backup-database';
import { backupKind, restoreDatabase } from '@/server/db/backup/restore-database';
import { openDb, type StandaloneDbConfig } from '@/server/db/client';
import { applyMigrations } from '@/server/db/migrate';
import { appSettings } from '@/server/db/schema';

/**
 * `npm run db:backup` / `db:restore` round trips: what was there at backup time is there again after
 * the restore, and what was written in between is gone — on the embedded database and on PostgreSQL.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function withDb<T>(config: StandaloneDbConfig, fn: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDb(config);
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

async function setting(config: StandaloneDbConfig, key: string): Promise<string | undefined> {
  return withDb(config, async (db) => (await db.select().from(appSettings).where(eq(appSettings.key, key)))[0]?.value);
}

async function roundTrip(config: StandaloneDbConfig, file: string) {
  await withDb(config, async (db) => {
    await applyMigrations(db, config.kind);
    await db.insert(appSettings).values({ key: 'backup.probe', value: 'before' });
  });
  await backupDatabase(config, file);
  expect(backupKind(file)).toBe(config.kind);

  await withDb(config, async (db) => {
    await db.update(appSettings).set({ value: 'after' }).where(eq(appSettings.key, 'backup.probe'));
    await db.insert(appSettings).values({ key: 'backup.later', value: 'x' });
  });
  expect(await setting(config, 'backup.probe')).toBe('after');

  await restoreDatabase(config, file);
  expect(await setting(config, 'backup.probe')).toBe('before');
  expect(await setting(config, 'backup.later')).toBeUndefined();
}

describe('database backup and restore', () => {
  it('round-trips the embedded database and keeps the replaced folder aside', async () => {
    const dataDir = path.join(work, 'data');
    await roundTrip({ kind: 'pglite', dataDir }, path.join(work, 'pglite.tar.gz'));
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    // Opening, migrating and archiving PGlite twice: generous, as a loaded CI machine can be many times slower.
  }, 120_000);

  it('refuses a file that is no backup, or a backup of the other kind, and changes nothing', async () => {
    const dataDir = path.join(work, 'other');
    await withDb({ kind: 'pglite', dataDir }, (db) => applyMigrations(db, 'pglite'));
    const junk = path.join(work, 'junk.bin');
    fs.writeFileSync(junk, 'not a backup');
    await expect(restoreDatabase({ kind: 'pglite', dataDir }, junk)).rejects.toThrow(/not a PartsMall backup/);
    const fakeDump = path.join(work, 'fake.dump');
    fs.writeFileSync(fakeDump, 'PGDMP....');
    await expect(restoreDatabase({ kind: 'pglite', dataDir }, fakeDump)).rejects.toThrow(/postgres backup/);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toEqual([]);
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('round-trips a PostgreSQL database', async () => {
    const server = process.env.TEST_DATABASE_URL as string;
    const name = `partsmall_backup_${crypto.randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      await roundTrip(
        { kind: 'postgres', url: url.toString(), poolMax: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 60_000 },
        path.join(work, 'pg.dump'),
      );
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }, 120_000);
});
