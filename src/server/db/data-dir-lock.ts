import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes writing one data folder corrupt it. A pid file guards the
 * folder; a stale file (its process gone) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid}. ` +
        'PGlite allows one process per data folder: stop that process, use another DATA_DIR, ' +
        'or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'partsmall.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (pid === process.pid) return () => {};
      if (Number.isFinite(pid) && isAlive(pid)) throw new DataDirLockedError(path.resolve(dataDir), pid);
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** The pid holding the folder, or null when it is free (a stale file counts as free). */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'partsmall.pid'), 'utf8'), 10);
    return Number.isFinite(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}
