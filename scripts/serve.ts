/**
 * The production web server: Next's request handler behind our own `node:http` server (instead of
 * `next start`) for one reason — the client's address. Next hands route handlers a Web `Request`
 * without the socket, and keeps any `X-Forwarded-For` the caller sent, so behind `next start` the API
 * cannot tell callers apart (every login/SMS limit would share one key) nor trust the header (anyone
 * could rotate it). Here each request's `X-Forwarded-For` is overwritten with the socket's address
 * before Next sees it — unless TRUST_PROXY says a proxy we run set it — and the app is told so
 * through SERVER_STAMPS_CLIENT_IP (see src/server/security/client-ip.ts). Checklist rows 7 and 10.
 *
 * `npm start` builds if needed and runs this; run it directly (`tsx scripts/serve.ts`) on a built tree.
 */
import http from 'node:http';
import next from 'next';
import { closeDb } from '../src/server/db/index';

// Before Next loads the app: its bundled env.ts reads this when the first route is compiled/required.
process.env.SERVER_STAMPS_CLIENT_IP = '1';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');
const port = Number(process.env.PORT ?? 3000);

function stampClientIp(req: http.IncomingMessage): void {
  if (trustProxy) return; // the trusted proxy appended the client; the app takes the right-most entry
  const peer = req.socket.remoteAddress;
  if (peer) req.headers['x-forwarded-for'] = peer;
  else delete req.headers['x-forwarded-for'];
  delete req.headers['x-real-ip'];
}

async function main(): Promise<void> {
  const app = next({ dev: false, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    stampClientIp(req);
    void handle(req, res);
  });
  server.listen(port, () => {
    console.log(`▲ PartsMall ready on http://localhost:${port}`);
  });
  const stop = () => {
    // Finish in-flight requests, then close the database (the handle lives on globalThis, shared with Next's bundle).
    server.close(() => void closeDb().finally(() => process.exit(0)));
    // In-flight requests get 10 s to finish (reliability row R7).
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
