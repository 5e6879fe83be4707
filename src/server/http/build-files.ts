import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { SECURITY_HEADERS } from './security-headers';

/** The URL prefix Next serves its hashed build output under. */
export const STATIC_PREFIX = '/_next/static/';

/** File names carry a content hash, so a copy never goes stale (the same policy Next sends). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Next's hashed build files (`/_next/static/**`) served by sirv, with the Brotli and gzip copies the
 * build wrote (scripts/compress-static.ts): Next would compress them at run time. Anything sirv does
 * not have goes to `fallback` (Next: its own 404).
 */
export function createBuildFiles(staticDir: string) {
  const files = sirv(staticDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): void => {
    const url = req.url ?? '';
    if (!url.startsWith(STATIC_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return fallback();
    // sirv resolves the path under its folder: the URL without the prefix, given back to Next if unknown.
    req.url = url.slice(STATIC_PREFIX.length - 1);
    files(req, res, () => {
      req.url = url;
      delete (req as { _parsedUrl?: unknown })._parsedUrl; // sirv's parse, keyed by the URL it saw
      fallback();
    });
  };
}
