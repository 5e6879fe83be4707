import type { Server, ServerResponse } from 'node:http';
import { markDraining } from '../observability/lifecycle';
import { logEvent } from '../security/safe-log';

export const SHUTDOWN_GRACE_MS = 10_000;

export type ShutdownOptions = {
  /** Closes the database once no request runs (background jobs finish their pass first: closeDb). */
  closeDb: () => Promise<void>;
  /** How long in-flight requests may take to finish before their connections are cut (10 s). */
  graceMs?: number;
  exit?: (code: number) => void;
};

/**
 * SIGTERM (or SIGINT): the readiness probe turns 503 and the server stops accepting connections;
 * requests under way finish (up to `graceMs`, then their connections are cut) and answer with
 * `Connection: close`, so keep-alive sockets close as they go idle; then the database closes, after
 * the outbox worker and the periodic jobs finished their pass; then the process exits 0.
 */
export function stopOnSignals(server: Server, options: ShutdownOptions): void {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    markDraining();
    logEvent('info', 'server.stopping', { signal, inFlight: inFlight.size });
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const cut = setTimeout(() => {
      logEvent('warn', 'server.shutdown-grace-over', { graceMs, cut: inFlight.size });
      server.closeAllConnections();
    }, graceMs);
    cut.unref();
    // Whatever happens to the database, the process ends: the grace, then a few seconds for the close.
    setTimeout(() => exit(0), graceMs + 5000).unref();
    server.close(() => {
      clearTimeout(cut);
      void options
        .closeDb()
        .catch((err: unknown) => logEvent('error', 'server.close-db', { message: String(err) }))
        .finally(() => {
          logEvent('info', 'server.stopped', {});
          exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
