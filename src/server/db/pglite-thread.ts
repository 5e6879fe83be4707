import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { env } from '@/env';
import { acquireDataDirLock } from './data-dir-lock';
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread-main';

/** Where `npm run build` puts the compiled thread (scripts/bundle-server.ts), beside the server's. */
export const BUNDLED_DB_THREAD = '.next/partsmall-db-thread.cjs';

export type PgliteThread = {
  /** The folder of the unix socket (`.s.PGSQL.5432`): node-postgres's `host` for it. */
  socketDir: string;
  /** Closes the database (its files flushed) and ends the thread; connections must be closed first. */
  stop: () => Promise<void>;
};

/**
 * The thread's code: the build's compiled file when there is one, else the TypeScript source through
 * tsx's CommonJS hook (as the production server itself runs without a build step).
 */
function workerFor(data: PgliteThreadData, fromBuild: boolean): Worker {
  const bundled = path.resolve(BUNDLED_DB_THREAD);
  if (fromBuild && fs.existsSync(bundled)) return new Worker(bundled, { workerData: data });
  const source = JSON.stringify(path.resolve('src/server/db/pglite-thread-main.ts'));
  return new Worker(`require('tsx/cjs'); require(${source});`, { eval: true, workerData: data });
}

/**
 * Opens the embedded database of `dataDir` in a worker thread of this process (ADR 0073), claiming the
 * folder for this process (a claim it already holds stays). Rejects with the thread's reason when the
 * database cannot open; if the thread dies later, `onExit` hears it (the server cannot answer without
 * its database).
 */
export async function startPgliteThread(options: {
  dataDir: string;
  /** Tests run the source even where a build (possibly older than the checkout) exists. */
  fromBuild?: boolean;
  onExit?: (code: number) => void;
}): Promise<PgliteThread> {
  const release = acquireDataDirLock(options.dataDir);
  // Unix socket paths are limited to ~107 bytes: a short folder of our own, not the data folder.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-db-'));
  const data: PgliteThreadData = { dataDir: path.resolve(options.dataDir), socketPath: path.join(socketDir, '.s.PGSQL.5432') };
  const worker = workerFor(data, options.fromBuild ?? true);
  /** The socket's folder and the data folder's claim go once the thread has ended (either may run twice). */
  const cleanUp = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  let stopping = false;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: PgliteThreadMessage) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'failed') reject(new Error(`The embedded database did not open: ${message.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }).catch(async (err: unknown) => {
    await worker.terminate();
    cleanUp();
    throw err;
  });

  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  worker.on('error', () => {
    /* reported by 'exit' below */
  });
  worker.once('exit', (code) => {
    cleanUp();
    if (!stopping) options.onExit?.(code);
  });

  return {
    socketDir,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: PgliteThreadMessage) => {
          if (message.type === 'closed') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      cleanUp();
    },
  };
}

/**
 * For the servers (`npm start`, `npm run start:api`) on the embedded database: the thread started and
 * named in the settings — the process's own copy and, through the environment, the copy Next loads
 * later — or nothing with DATABASE_URL. Exits with the reason when the database cannot open or its
 * thread dies. Returns how to stop it, after the app's connections closed.
 */
export async function serveEmbeddedDatabaseFromThread(): Promise<() => Promise<void>> {
  if (env.DATABASE_URL) return async () => {};
  try {
    const thread = await startPgliteThread({
      dataDir: env.DATA_DIR,
      onExit: (code) => {
        console.error(`\nThe embedded database's thread stopped (exit code ${code}); the server stops too.\n`);
        process.exit(1);
      },
    });
    // eslint-disable-next-line no-process-env -- read by the settings of Next's bundle, loaded after this
    process.env.PGLITE_THREAD_SOCKET = thread.socketDir;
    env.PGLITE_THREAD_SOCKET = thread.socketDir;
    return thread.stop;
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
