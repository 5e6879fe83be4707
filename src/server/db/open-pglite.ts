import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * PostgreSQL's default 128 MB of shared buffers is allocated (and zeroed: every page resident) inside
 * PGlite's WebAssembly memory, in the app's own process. The embedded database serves small stores;
 * pages beyond the buffers come from the kernel's file cache. 16 MB keeps the demo catalogue's
 * often-read pages in memory and the app within its memory budget (docs/decisions/0011).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** The embedded database in a data folder (its `pglite` subfolder), or in memory without one. */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const client = new PGlite({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  return client;
}
