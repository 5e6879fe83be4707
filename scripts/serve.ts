/**
 * The production web server: Next's request handler behind our own `node:http` server, for what
 * correctness needs and `next start` cannot do (docs/decisions/0075-a-lean-edge.md): the client's
 * address stamped from the socket, a nonce of its own in every page answer (then gzip), no internal
 * route names and no shareable 404 in page answers, the translated 400 page for unreadable URLs, the
 * build files with their precompressed copies, graceful shutdown. Pages are cached by Next (and by
 * nginx in the production layout). `npm start` builds if needed and runs this on a built tree.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { whenApiPublished } from '../src/server/api/api-holder';
import { createApiListener } from '../src/server/api/node-listener';
import { env } from '../src/env';
import { acquireDataDirLock, DataDirLockedError } from '../src/server/db/data-dir-lock';
import { closeDb } from '../src/server/db/holder';
import { serveEmbeddedDatabaseFromThread } from '../src/server/db/pglite-thread';
import { prepareDatabaseInChild } from '../src/server/db/prepare-in-child';
import { stopOnSignals } from '../src/server/lifecycle/graceful-shutdown';
import { withRequestScope } from '../src/server/observability/access-log';
import { refuseMalformedPageUrl } from '../src/server/http/malformed-url';
import { guardPageAnswerHeaders } from '../src/server/http/page-answer-headers';
import { createPageNonces, newNonce } from '../src/server/http/page-nonces';
import { loadRenderNonce, markBuildPages } from '../src/server/http/render-nonce';
import { createBuildFiles } from '../src/server/http/build-files';
import { checkStartSettingsOrExit } from '../src/server/start-settings';

// Before Next loads the app: its bundled env.ts reads this when the first route is compiled/required.
process.env.SERVER_STAMPS_CLIENT_IP = '1';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const { TRUST_PROXY: trustProxy, PORT: port } = env;
/** Every interface unless HOST narrows it (the bench binds loopback only). */
const host = env.HOST || undefined;

function stampClientIp(req: http.IncomingMessage): void {
  if (trustProxy) return; // the trusted proxy appended the client; the app takes the right-most entry
  const peer = req.socket.remoteAddress;
  if (peer) req.headers['x-forwarded-for'] = peer;
  else delete req.headers['x-forwarded-for'];
  delete req.headers['x-real-ip'];
}

/** Answered by the Hono app directly, not through Next (ADR 0011); so are the probes and metrics (ADR 0041). */
function isApiPath(url: string | undefined): boolean {
  return url !== undefined && /^\/(api|proxy\/amap|healthz|readyz|metrics)(?:[/?]|$)/.test(url);
}

/**
 * Run on the config the build serialized, as Next's standalone server does: otherwise every start
 * transpiles next.config.ts and loads the next-intl plugin (with @swc/core) again, 50–70 MB of memory
 * for settings fixed at build time. Without a build Next simply loads next.config.ts.
 */
function runOnBuiltConfig(): void {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return;
  try {
    const file = path.join(process.cwd(), '.next', 'required-server-files.json');
    const { config } = JSON.parse(fs.readFileSync(file, 'utf8')) as { config: unknown };
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  } catch {
    /* no build yet: Next reports that itself */
  }
}

/**
 * PGlite allows one process per data folder: claimed before Next loads, so of two servers started on
 * one folder the second stops here with the reason and never says "ready".
 */
function claimDataFolder(): void {
  if (env.DATABASE_URL) return;
  try {
    acquireDataDirLock(env.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  // Payments and public links (ADR 0060, 0061): refused or announced before anything opens.
  checkStartSettingsOrExit();
  claimDataFolder();
  // Migrate and seed (first start) in a child process: its memory goes when it exits (ADR 0041).
  await prepareDatabaseInChild();
  // The embedded database on a thread of its own, before Next loads (docs/decisions/0073).
  const stopDbThread = await serveEmbeddedDatabaseFromThread();
  runOnBuiltConfig();
  const distDir = path.join(process.cwd(), '.next');
  // Before Next reads any page: the pages it wrote at build time get the render nonce too.
  const renderNonce = loadRenderNonce(distDir) ?? newNonce();
  markBuildPages(distDir, renderNonce);
  const app = next({ dev: false, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const api = createApiListener();
  const buildFiles = createBuildFiles(path.join(distDir, 'static'));
  const nonces = createPageNonces({ renderNonce });
  // Request id (X-Request-Id; a proxy's only under TRUST_PROXY), access log and request metrics: ADR 0041.
  const observed = withRequestScope((req, res) => {
    stampClientIp(req);
    if (isApiPath(req.url)) {
      api(req, res);
    } else if (!refuseMalformedPageUrl(req, res)) {
      // Build files first (anything else falls through to Next, through the nonce step).
      buildFiles(req, res, () => {
        nonces.wrap(req, res);
        nonces.forRenderer(req);
        guardPageAnswerHeaders(res);
        void handle(req, res);
      });
    }
  }, { trustIncomingId: trustProxy });
  const server = http.createServer(observed);
  // Next starts boot (src/server/boot.ts: database, staff accounts, the API app) without waiting for it;
  // the port waits for it, so no request meets a server whose database is still opening.
  await whenApiPublished();
  server.listen(port, host, () => {
    console.log(`▲ PartsMall ready on http://localhost:${port}`);
  });
  // SIGTERM: stop accepting, finish in-flight requests (≤ 10 s), drain the jobs, close the database
  // (the handle lives on globalThis, shared with Next's bundle), then the database's own thread.
  stopOnSignals(server, { closeDb: () => closeDb().then(stopDbThread) });
}

void main();
