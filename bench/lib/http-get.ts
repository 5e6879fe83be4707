import http from 'node:http';

/**
 * Every server of the bench listens on, and every request goes to, this loopback name. Not
 * 127.0.0.1: with `next start -H 127.0.0.1` Next 16 sees the proxy's rewrites (built on
 * "localhost") as external and proxies them over HTTP, which answers 307/500 instead of the page.
 */
export const LOOPBACK = 'localhost';

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One GET with no Accept-Encoding (like autocannon), so the body is the exact bytes the load sees.
 * Loopback only; rejects on connection errors and after `timeoutMs`.
 */
export function httpGet(
  url: string,
  timeoutMs = 10_000,
  onConnect?: () => void,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const target = new URL(url);
  if (target.hostname !== LOOPBACK) throw new Error(`bench requests stay on ${LOOPBACK} (got ${url})`);
  return new Promise((resolve, reject) => {
    const req = http.get(target, { agent: false, timeout: timeoutMs, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    if (onConnect) req.once('socket', (socket) => socket.once('connect', onConnect));
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

export async function getJson(url: string, timeoutMs = 10_000): Promise<{ status: number; json: unknown }> {
  const answer = await httpGet(url, timeoutMs);
  try {
    return { status: answer.status, json: JSON.parse(answer.body.toString('utf8')) as unknown };
  } catch {
    return { status: answer.status, json: null };
  }
}
