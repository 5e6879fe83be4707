import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { StandaloneDbConfig } from '../client';
import { PGLITE_EXTENSIONS } from '../pglite-extensions';
import { acquireDataDirLock } from '../data-dir-lock';
import { pgliteFolder, runTool } from './backup-database';

export type BackupKind = 'pglite' | 'postgres';

/** What a backup file holds, from its first bytes: a gzip tarball (PGlite) or a pg_dump archive. */
export function backupKind(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * Puts a backup back. PostgreSQL: `pg_restore --clean` in one transaction (all or nothing).
 * PGlite: the current folder is kept aside as `pglite.before-restore-<time>` (never deleted by a
 * restore) and the backup is unpacked into a fresh one, which is opened once to prove it starts.
 * Returns where the previous PGlite cluster went, if anywhere.
 */
export async function restoreDatabase(config: StandaloneDbConfig, file: string, now = new Date()): Promise<string | null> {
  const kind = backupKind(file);
  if (kind === null) throw new Error(`${file} is not a PartsMall backup (neither a PGlite tarball nor a pg_dump archive).`);
  if (kind !== config.kind) {
    throw new Error(`${file} is a ${kind} backup; the configured database is ${config.kind}. Restore it into a ${kind} database.`);
  }
  if (config.kind === 'postgres') {
    await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${config.url}`, file]);
    return null;
  }
  if (!config.dataDir) throw new Error('Restore needs DATA_DIR (an in-memory database cannot be restored into).');
  const release = acquireDataDirLock(config.dataDir);
  try {
    const folder = pgliteFolder(config.dataDir);
    let keptAside: string | null = null;
    if (fs.existsSync(folder)) {
      keptAside = `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(folder, keptAside);
    }
    try {
      const client = new PGlite({ dataDir: folder, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
      await client.query('select 1');
      await client.close();
    } catch (err) {
      // The backup did not open: put the previous cluster back as it was.
      fs.rmSync(folder, { recursive: true, force: true });
      if (keptAside) fs.renameSync(keptAside, folder);
      throw err;
    }
    return keptAside;
  } finally {
    release();
  }
}
