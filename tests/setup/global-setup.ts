import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '@/server/db/schema';
import { applyMigrations } from '@/server/db/migrate';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import type { Db } from '@/server/db/types';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data folder; '' when tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first start runs initdb (seconds, more on a busy machine); loading a dumped folder takes
 * about one. So the migrated database is built once per run and every test file clones it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
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
