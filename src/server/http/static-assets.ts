import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedCoding, type ContentCoding } from './accept-encoding';
import { etagMatches } from './etag-match';
import { SECURITY_HEADERS } from './security-headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The URL prefix Next serves its hashed build output under. */
export const STATIC_PREFIX = '/_next/static/';

/** Only what a browser downloads and that compresses; anything else (fonts, images, maps…) stays Next's. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Bigger files (none in our build) are left to Next rather than held in memory. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Same as Next: file names carry a content hash, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Asset = {
  type: string;
  etag: string;
  bodies: Record<ContentCoding, Buffer>;
};

/**
 * Next's hashed build files (`/_next/static/**`) from memory, compressed once with Brotli at its
 * highest quality (gzip for older clients). Next itself gzips every response again at level 6 on
 * each request: Brotli-11 makes the JavaScript ~15% smaller on the wire and costs nothing after
 * the first request. Compression runs in libuv's thread pool, so it never blocks other requests.
 * docs/decisions/0014-http-layer-in-front-of-next.md.
 *
 * `serveStatic` answers and returns true, or returns false for Next to answer (unknown file type,
 * a Range request, a missing file — Next's own 404).
 */
export function createStaticAssets(staticDir: string) {
  const root = path.resolve(staticDir);
  const assets = new Map<string, Promise<Asset | null>>();

  function load(relative: string): Promise<Asset | null> {
    let pending = assets.get(relative);
    if (!pending) {
      pending = readAsset(root, relative);
      assets.set(relative, pending);
      // A file that is not there (yet) is looked up again next time, not remembered as missing.
      void pending.then((asset) => asset ?? assets.delete(relative));
    }
    return pending;
  }

  /**
   * Compresses every file ahead of the first visitor, one at a time (a deploy's first page view
   * would otherwise wait ~0.5 s for Brotli-11 of the framework chunk). The server calls it shortly
   * after it starts answering, so it does not compete with the boot.
   */
  async function warm(): Promise<number> {
    const files = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
    let count = 0;
    for (const file of files) {
      const relative = file.split(path.sep).join('/');
      if (!CONTENT_TYPES[path.extname(relative)] || !isSafeRelative(relative)) continue;
      if (await load(relative)) count += 1;
    }
    return count;
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const relative = staticPath(req);
    if (relative === null) return false;
    const asset = await load(relative);
    if (!asset) return false;
    const coding = acceptedCoding(req.headers['accept-encoding']);
    const body = asset.bodies[coding];
    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      'content-type': asset.type,
      'cache-control': IMMUTABLE,
      etag: asset.etag,
      vary: 'Accept-Encoding',
    };
    if (coding !== 'identity') headers['content-encoding'] = coding;
    if (etagMatches(req.headers['if-none-match'], asset.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['content-length'] = body.byteLength;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serveStatic, warm };
}

/** Hashed names only: no traversal, no hidden files, no odd characters. */
function isSafeRelative(relative: string): boolean {
  return (
    /^[\w\-./~]+$/.test(relative) && !relative.split('/').some((part) => part === '' || part.startsWith('.'))
  );
}

/** The file under the static folder this request names, or null when it is not ours to serve. */
function staticPath(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.range) return null;
  const url = req.url ?? '';
  if (!url.startsWith(STATIC_PREFIX)) return null;
  const query = url.indexOf('?');
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice(STATIC_PREFIX.length, query === -1 ? undefined : query));
  } catch {
    return null;
  }
  if (!isSafeRelative(relative)) return null;
  return CONTENT_TYPES[path.extname(relative)] ? relative : null;
}

async function readAsset(root: string, relative: string): Promise<Asset | null> {
  const file = path.join(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  let raw: Buffer;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return null;
    raw = await fs.readFile(file);
  } catch {
    return null;
  }
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    type: CONTENT_TYPES[path.extname(relative)]!,
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
    bodies: { identity: raw, br, gzip: gz },
  };
}
