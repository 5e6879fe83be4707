import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../reliability/support/database';
import { createInstance } from '../../reliability/support/instance';
import { freePort } from '../../reliability/support/ports';

/**
 * A production server of its own on a fresh PostgreSQL database (TEST_DATABASE_URL's server), for a
 * journey that changes the catalogue underneath the store as an operator's SQL or the importer would:
 * the suite's shared server keeps its embedded database to itself (one process per folder).
 * Ports come from RELIABILITY_PORTS when set.
 */
export type PostgresServer = { baseURL: string; db: TestDatabase; logs: () => string; close: () => Promise<void> };

export async function startPostgresServer(label: string, env: Record<string, string> = {}): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `partsmall-e2e-${label}-`));
  const db = await createTestDatabase(label);
  const port = await freePort();
  const instance = createInstance({
    name: label,
    kind: 'web',
    port,
    logDir: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: db.url,
      TOTP_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      // Required with DATABASE_URL (ADR 0060, 0061).
      PAY_PROVIDER: 'sandbox',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DISABLED: '0',
      SEED_PRODUCTS: '40',
      DATA_DIR: path.join(dir, 'data'),
      DB_POOL_MAX: '5',
      ...env,
    },
  });
  const close = async () => {
    await instance.kill9();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await instance.start();
  } catch (err) {
    await close();
    throw err;
  }
  return { baseURL: `http://127.0.0.1:${port}`, db, logs: () => instance.logTail(), close };
}
