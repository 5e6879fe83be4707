import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { createNginx, nginxMissingReason, SERVER_NAME } from '../../tests/reliability/support/nginx';
import { startBareServer } from './bare-server';
import { LOOPBACK } from './http-get';
import { compare, type Comparison, type LoadSettings } from './load';

export type BehindNginx = { path: string; bytes: number; cacheStatus: string; comparison: Comparison } | { skipped: string };

/**
 * A returning visitor's request: the locale cookie is set on a first visit, and nginx never keeps an
 * answer that sets a cookie, so a cookieless load would measure renders, not the cache.
 */
const RETURNING_VISITOR = { host: SERVER_NAME, cookie: 'NEXT_LOCALE=zh' };

/** One GET through nginx's TLS (its certificate is self-signed), as autocannon sends it: no Accept-Encoding. */
function tlsGet(port: number, urlPath: string) {
  return new Promise<{ status: number; cacheStatus: string; body: Buffer }>((resolve, reject) => {
    const req = https.get(
      { host: '127.0.0.1', port, path: urlPath, headers: RETURNING_VISITOR, rejectUnauthorized: false, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cacheStatus: String(res.headers['x-cache-status'] ?? '—'), body: Buffer.concat(chunks) }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${urlPath} through nginx timed out`)));
    req.on('error', reject);
  });
}

/**
 * The production layout: nginx in front of the app, configured by deploy/nginx/partsmall.conf as the
 * reliability tests build it (TLS, its page microcache). The cached product page's req/s through it,
 * interleaved with a bare `node:http` server sending the same bytes (plain http, as for the other loads).
 */
export async function measureBehindNginx(
  urlPath: string | null,
  ports: { app: number; nginxHttp: number; nginxHttps: number; bare: number },
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<BehindNginx> {
  if (!urlPath) return { skipped: 'no product found to measure' };
  const missing = nginxMissingReason();
  if (missing) return { skipped: missing };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const nginx = await createNginx({
    dir,
    httpPort: ports.nginxHttp,
    httpsPort: ports.nginxHttps,
    upstreamPorts: [ports.app],
    staticDir: path.resolve('.next', 'static'),
  });
  await nginx.start();
  try {
    let answer = await tlsGet(ports.nginxHttps, urlPath);
    for (let i = 0; i < 3; i++) answer = await tlsGet(ports.nginxHttps, urlPath);
    log(`Behind nginx: ${urlPath}: ${answer.status}, ${answer.body.length} bytes, X-Cache-Status ${answer.cacheStatus}`);
    const bare = await startBareServer(ports.bare, [
      { path: urlPath, status: answer.status, headers: { 'content-type': 'text/html; charset=utf-8' }, bodyBase64: answer.body.toString('base64') },
    ]);
    try {
      log(`Load: product page behind nginx (${settings.rounds} × ${settings.duration} s a server, interleaved)…`);
      const comparison = await compare(
        `https://127.0.0.1:${ports.nginxHttps}${urlPath}`,
        `http://${LOOPBACK}:${ports.bare}${urlPath}`,
        settings,
        RETURNING_VISITOR,
      );
      log(`  nginx ${comparison.ours.rps} req/s, bare ${comparison.bare.rps} req/s, ratio ${comparison.ratio.toFixed(2)}`);
      return { path: urlPath, bytes: answer.body.length, cacheStatus: answer.cacheStatus, comparison };
    } finally {
      bare.stop();
    }
  } finally {
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
