import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDb } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { applyMigrations } from '@/server/db/migrate';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import type { Db } from '@/server/db/types';
import { adminQuery, databaseUrl } from '../../scripts/lib/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data folder; '' when tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database to copy; '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * PGlite's first start runs initdb (seconds, more on a busy machine); loading a dumped folder takes
 * about one. On PostgreSQL, running the migrations into each file's new database took seconds too,
 * and CREATE DATABASE … TEMPLATE copies a migrated one in a fraction of that (ADR 0052). So the
 * migrated database is built once per run and every test file clones it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', '');
    const name = `partsmall_tmpl_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    try {
      const handle = await openDb({
        kind: 'postgres',
        url: databaseUrl(serverUrl, name),
        poolMax: 1,
        connectTimeoutMs: 10_000,
        statementTimeoutMs: 60_000,
      });
      // Closed before any copy: CREATE DATABASE refuses a template someone is connected to.
      await applyMigrations(handle.db, handle.driver).finally(() => handle.close());
    } catch (err) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      throw err;
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await applyMigrations(drizzle(client, { schema }) as unknown as Db, 'pglite');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `partsmall-vitest-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
