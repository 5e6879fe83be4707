/**
 * The production web server: Next's request handler behind our own `node:http` server (instead of
 * `next start`) for one reason — the client's address. Next hands route handlers a Web `Request`
 * without the socket, and keeps any `X-Forwarded-For` the caller sent, so behind `next start` the API
 * cannot tell callers apart (every login/SMS limit would share one key) nor trust the header (anyone
 * could rotate it). Here each request's `X-Forwarded-For` is overwritten with the socket's address
 * before Next sees it — unless TRUST_PROXY says a proxy we run set it — and the app is told so
 * through SERVER_STAMPS_CLIENT_IP (see src/server/security/client-ip.ts). Checklist rows 7 and 10.
 *
 * In front of Next it also answers what needs no rendering: the hashed build files with the Brotli
 * copies the build wrote (sirv, src/server/http/build-files.ts), and a page answer Next marked
 * shareable, reused for PAGE_CACHE_MS (src/server/http/page-microcache.ts) —
 * docs/decisions/0014-http-layer-in-front-of-next.md, docs/decisions/0043-http-edge-from-libraries.md.
 * Every answer Next renders or the microcache reuses passes the nonce step on its way out: a nonce
 * of its own in the page's script policy and on Next's script tags, and the compression
 * (src/server/http/page-nonces.ts, docs/decisions/0017-script-src-on-cached-pages.md).
 * Page answers never name the internal route, and a page 404 is never shareable
 * (src/server/http/page-answer-headers.ts, docs/decisions/0018-unknown-urls-are-not-cached.md); a URL
 * that cannot be read (broken percent encoding) gets the translated 400 page before Next sees it
 * (src/server/http/malformed-url.ts, docs/decisions/0063-dynamic-keys-and-malformed-urls.md).
 *
 * `npm start` builds if needed and runs this; run it directly (`tsx scripts/serve.ts`) on a built tree.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { pageCacheKey } from '../src/lib/page-cache-key';
import { whenApiPublished } from '../src/server/api/api-holder';
import { createApiListener } from '../src/server/api/node-listener';
import { env } from '../src/env';
import { acquireDataDirLock, DataDirLockedError } from '../src/server/db/data-dir-lock';
import { closeDb } from '../src/server/db/holder';
import { serveEmbeddedDatabaseFromThread } from '../src/server/db/pglite-thread';
import { prepareDatabaseInChild } from '../src/server/db/prepare-in-child';
import { stopOnSignals } from '../src/server/lifecycle/graceful-shutdown';
import { withRequestScope } from '../src/server/observability/access-log';
import { createApiAnswerMicrocache } from '../src/server/http/api-answer-microcache';
import { refuseMalformedPageUrl } from '../src/server/http/malformed-url';
import { guardPageAnswerHeaders } from '../src/server/http/page-answer-headers';
import { onStalePageAnswers } from '../src/server/http/page-answer-drops';
import { createPageMicrocache } from '../src/server/http/page-microcache';
import { createPageNonces, newNonce } from '../src/server/http/page-nonces';
import { loadRenderNonce, markBuildPages } from '../src/server/http/render-nonce';
import { createBuildFiles } from '../src/server/http/build-files';
import { checkStartSettingsOrExit } from '../src/server/start-settings';

// Before Next loads the app: its bundled env.ts reads this when the first route is compiled/required.
process.env.SERVER_STAMPS_CLIENT_IP = '1';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const trustProxy = env.TRUST_PROXY;
const port = env.PORT;
/** Every interface unless HOST narrows it (the bench binds loopback only). */
const host = env.HOST || undefined;

function stampClientIp(req: http.IncomingMessage): void {
  if (trustProxy) return; // the trusted proxy appended the client; the app takes the right-most entry
  const peer = req.socket.remoteAddress;
  if (peer) req.headers['x-forwarded-for'] = peer;
  else delete req.headers['x-forwarded-for'];
  delete req.headers['x-real-ip'];
}

/**
 * The API's own paths: answered by the Hono app directly, not through Next (docs/decisions/0011);
 * so are the probes and metrics (/healthz, /readyz, /metrics: docs/decisions/0041).
 */
function isApiPath(url: string | undefined): boolean {
  return url !== undefined && /^\/(api|proxy\/amap|healthz|readyz|metrics)(?:[/?]|$)/.test(url);
}

/**
 * Run on the config the build serialized, as Next's own standalone server (`output: 'standalone'`)
 * does: otherwise every start transpiles next.config.ts with SWC and loads the next-intl plugin
 * (with @swc/core) again — 50–70 MB of resident memory and ~0.2 s for settings fixed at build time.
 * Without a build (or if Next stops reading this variable) Next simply loads next.config.ts.
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
 * PGlite allows one process per data folder. The folder is claimed before Next loads, so of two
 * servers started at once on one folder the second stops here with the reason and never says "ready"
 * (the database client's own claim, later in this process, then finds the folder already ours).
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
  const pages = createPageMicrocache({
    ttlMs: env.PAGE_CACHE_MS,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    keyOf: pageCacheKey,
  });
  // Public API answers (catalogue reads) for callers without a session, reused the same way: a burst
  // of one listing becomes one pass through the API (docs/decisions/0055-api-answer-microcache.md).
  const apiAnswers = createApiAnswerMicrocache({
    ttlMs: env.API_ANSWER_CACHE_MS,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });
  // A catalogue change drops the kept answers of the pages it shows on, right after the freshness
  // poller (inside Next) revalidated them, and every kept API answer: docs/decisions/0051-storefront-freshness.md.
  onStalePageAnswers((isStale) => {
    pages.dropWhere(isStale);
    apiAnswers.dropWhere(() => true);
  });
  const nonces = createPageNonces({ renderNonce });
  const render = (req: http.IncomingMessage, res: http.ServerResponse) => {
    nonces.forRenderer(req);
    guardPageAnswerHeaders(res);
    void handle(req, res);
  };
  // Request id (X-Request-Id; a proxy's only under TRUST_PROXY), access log and request metrics: ADR 0041.
  const observed = withRequestScope((req, res) => {
    stampClientIp(req);
    if (isApiPath(req.url)) {
      apiAnswers.handle(req, res, api);
    } else if (!refuseMalformedPageUrl(req, res)) {
      // Build files first (anything else falls through); then the nonce step, which the microcache's
      // reused answers and Next's both write through.
      buildFiles(req, res, () => {
        nonces.wrap(req, res);
        pages.handle(req, res, render);
      });
    }
  }, { trustIncomingId: trustProxy });
  const server = http.createServer(observed);
  // Next starts the instrumentation hook (database open, staff accounts, the API app: src/server/boot.ts)
  // without waiting for it; "ready" and the port wait for it here, so a load balancer or a second
  // instance's requests never meet a server whose database is still opening. A failed boot exits.
  await whenApiPublished();
  server.listen(port, host, () => {
    console.log(`▲ PartsMall ready on http://localhost:${port}`);
  });
  // SIGTERM: stop accepting, finish in-flight requests (≤ 10 s), drain the jobs, close the database
  // (the handle lives on globalThis, shared with Next's bundle). Reliability row R7.
  stopOnSignals(server, {
    closeDb: async () => {
      await closeDb();
      await stopDbThread();
    },
  });
}

void main();
