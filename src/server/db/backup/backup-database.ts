import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { StandaloneDbConfig } from '../client';
import { PGLITE_EXTENSIONS } from '../pglite-extensions';
import { acquireDataDirLock } from '../data-dir-lock';

/**
 * One backup file per database kind, each in its engine's own format:
 * - PostgreSQL: `pg_dump --format=custom` (consistent snapshot while the store keeps serving);
 * - PGlite: the data folder as PGlite's gzipped tarball (`dumpDataDir`). PGlite allows one process
 *   per folder, so the store must be stopped for the few seconds this takes; the folder lock says so.
 */
export async function backupDatabase(config: StandaloneDbConfig, outFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  if (config.kind === 'postgres') {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${outFile}`, config.url]);
    return;
  }
  if (!config.dataDir) throw new Error('An in-memory database has nothing to back up.');
  const release = acquireDataDirLock(config.dataDir);
  try {
    const client = new PGlite({ dataDir: pgliteFolder(config.dataDir), extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    try {
      const tarball = await client.dumpDataDir('gzip');
      // Written beside the target first, then renamed: a half-written backup never carries the name.
      const partial = `${outFile}.partial`;
      fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
      fs.renameSync(partial, outFile);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Where PGlite keeps its cluster inside DATA_DIR (as src/server/db/client.ts opens it). */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Runs a PostgreSQL client tool; its own message (never the URL's password) becomes the error. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) =>
      reject(new Error(`${command} could not start (${err.message}); install the PostgreSQL client tools.`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}
