import type { Context } from 'hono';
import type { NodeBindings } from './content-coding';

/**
 * A body the node listener writes to the socket itself. Building a Web Response around bytes makes
 * undici wrap them in a ReadableStream that the Node adapter then reads back chunk by chunk: for a
 * cached 30 KB answer that costs as much as everything else in the request. So a cached answer is
 * handed over as a header-only Response plus these bytes, matched by their ETag.
 */
export type DirectBodySlot = { etag?: string; bytes?: Uint8Array };

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
