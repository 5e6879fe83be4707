import type { Context } from 'hono';
import type { DirectBodySlot } from './direct-body';

/** What @hono/node-server passes as `c.env` (our node listener adds the direct-body slot). */
export type NodeBindings = { incoming?: unknown; outgoing?: unknown; directBody?: DirectBodySlot };

/**
 * Pre-gzipped bytes may only go out when this app owns the socket (@hono/node-server: the production
 * server's /api fast path and `npm run start:api`, which pass their Node bindings as `c.env`). Behind a
 * Next route handler Next 16 drops `Content-Encoding` from the Response (send-response.ts
 * FORBIDDEN_HEADERS) and compresses again, so gzip bytes would reach the client unlabelled; there
 * compression is Next's / the CDN's job.
 */
export function ownsTheSocket(c: Context): boolean {
  return (c.env as NodeBindings | undefined)?.incoming !== undefined;
}

export { acceptsGzip } from '../http/accept-encoding';
