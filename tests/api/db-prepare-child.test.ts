import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { openDb } from '@/server/db/client';
import { acquireDataDirLock } from '@/server/db/data-dir-lock';
import { prepareDatabaseInChild } from '@/server/db/prepare-in-child';

/*
 * First start (ADR 0041): the migrations and the demo catalogue are loaded by a child process while
 * the server holds the embedded database's folder, so the memory seeding takes leaves with the child.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-prepare-'));
const saved = { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, SEED_PRODUCTS: env.SEED_PRODUCTS, SEED_DISABLED: env.SEED_DISABLED };

afterAll(() => {
  Object.assign(env, saved);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('prepareDatabaseInChild', () => {
  it('migrates and seeds a new embedded database in a child while this process holds the folder', async () => {
    Object.assign(env, { DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_PRODUCTS: 25, SEED_DISABLED: false });
    const release = acquireDataDirLock(dataDir); // as scripts/serve.ts does before anything else
    try {
      await prepareDatabaseInChild();
      // Still ours: the child worked under our claim and left it alone.
      expect(fs.readFileSync(path.join(dataDir, 'partsmall.pid'), 'utf8')).toBe(String(process.pid));
      const handle = await openDb({ kind: 'pglite', dataDir });
      try {
        const result = await handle.db.execute(
          sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`,
        );
        const row = (result as unknown as { rows: { products: number; migrations: number }[] }).rows[0]!;
        expect(row.products).toBe(25);
        expect(row.migrations).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    } finally {
      release();
    }
  }, 240_000);
});
