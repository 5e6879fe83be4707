/**
 * The worker thread that owns the embedded database (src/server/db/pglite-thread.ts starts it): PGlite
 * on the data folder, served over the PostgreSQL protocol on a unix socket by PGlite's own socket
 * server. Its WebAssembly Postgres runs here, so a long query costs this thread's core, never the
 * request thread's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openPglite } from './open-pglite';

export type PgliteThreadData = { dataDir: string; socketPath: string };
export type PgliteThreadMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

async function run(): Promise<void> {
  const { dataDir, socketPath } = workerData as PgliteThreadData;
  const port = parentPort!;
  const post = (message: PgliteThreadMessage) => port.postMessage(message);
  try {
    const db = await openPglite(dataDir);
    // Room for the app's one pooled connection and a replacement while a broken one is torn down;
    // the app never opens more (PGlite is one session).
    const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
    await server.start();
    port.on('message', (message: unknown) => {
      if (message !== 'close') return;
      void (async () => {
        await server.stop().catch(() => {});
        // Closing flushes PGlite's files; the host waits for this before the process exits.
        await db.close().catch(() => {});
        post({ type: 'closed' });
      })();
    });
    post({ type: 'ready' });
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
}

void run();
