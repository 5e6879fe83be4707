import type { Context } from 'hono';

/**
 * A cached answer's bytes, written to the socket by the node listener itself (node-listener.ts).
 * With Next in the process the global Response stays undici's (node-listener.ts says why), and
 * undici wraps bytes in a ReadableStream that @hono/node-server then reads back chunk by chunk: for a
 * 30 KB cached answer that was a quarter of the request's CPU, and it kept `/api/cate` below its
 * budget against bare node:http (docs/decisions/0043-http-edge-from-libraries.md, "Direct body").
 * So a cached answer is handed over as a header-only Response plus these bytes, matched by ETag.
 */
export type DirectBodySlot = { etag?: string; bytes?: Uint8Array };

/** What @hono/node-server passes as `c.env`, with the slot our listener adds. */
type NodeBindings = { incoming?: unknown; outgoing?: unknown; directBody?: DirectBodySlot };

/** True when the listener serving this request will write `bytes` for the answer tagged `etag`. */
export function offerDirectBody(c: Context, etag: string, bytes: Uint8Array): boolean {
  const slot = (c.env as NodeBindings | undefined)?.directBody;
  if (!slot) return false;
  slot.etag = etag;
  slot.bytes = bytes;
  return true;
}

/**
 * The bytes to write for `res`, or null. Only for the very answer that offered them: a 200 without a
 * body still carrying their ETag (an error raised after the offer produces another answer, with a body).
 */
export function takeDirectBody(slot: DirectBodySlot, res: Response, method: string): Uint8Array | null {
  if (!slot.bytes || res.status !== 200 || res.body !== null || method === 'HEAD') return null;
  return res.headers.get('ETag') === slot.etag ? slot.bytes : null;
}
