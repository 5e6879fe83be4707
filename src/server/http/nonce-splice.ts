import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { crc32Combine, crc32Shift } from '@/lib/crc32-combine';

/**
 * Writing a new nonce over the render nonce in a page body, streamed or whole, plain or gzipped.
 * The nonce always has the render nonce's length, so offsets and Content-Length stay as they were.
 * docs/decisions/0017-script-src-on-cached-pages.md.
 */

const deflateRaw = promisify(zlib.deflateRaw);

/** Deflate looks back at most this far (window bits 15). */
const WINDOW = 32 * 1024;
/** Never part of UTF-8 text: the stand-in for the render nonce in a compressor's dictionary. */
const NEVER_IN_TEXT = 0xff;
/** A gzip member header (RFC 1952): deflate, no flags, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

export function offsetsOf(body: Buffer, placeholder: Buffer): number[] {
  const offsets: number[] = [];
  for (
    let at = body.indexOf(placeholder);
    at !== -1;
    at = body.indexOf(placeholder, at + placeholder.length)
  ) {
    offsets.push(at);
  }
  return offsets;
}

/** How many bytes at the end of `data` (from `from` on) could be the start of a placeholder. */
function partialTail(data: Buffer, placeholder: Buffer, from: number): number {
  for (let size = Math.min(placeholder.length - 1, data.length - from); size > 0; size -= 1) {
    if (data.subarray(data.length - size).equals(placeholder.subarray(0, size))) return size;
  }
  return 0;
}

/**
 * Replaces the placeholder in a body that arrives in chunks. A chunk may end inside the
 * placeholder (or inside the `<script` tag around it): the bytes that could still become one are
 * held back until the next chunk shows what they are, at most the placeholder's length less one.
 */
export function createNonceReplacer(placeholder: Buffer, nonce: Buffer) {
  if (nonce.length !== placeholder.length) throw new Error('the nonce must have the placeholder’s length');
  let carry = Buffer.alloc(0);
  return {
    /** The bytes of this chunk that are final now. */
    push(chunk: Uint8Array): Buffer {
      // A copy: the caller may reuse its buffer, and ours is written into.
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
      let from = 0;
      for (const at of offsetsOf(data, placeholder)) {
        nonce.copy(data, at);
        from = at + placeholder.length;
      }
      const keep = partialTail(data, placeholder, from);
      carry = data.subarray(data.length - keep);
      return data.subarray(0, data.length - keep);
    },
    /** What was held back, once the body is complete (it was not a placeholder after all). */
    end(): Buffer {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}

/**
 * A whole body prepared for many answers, each with its own nonce: the placeholders' offsets and
 * the body gzipped once, in pieces between the placeholders, so that an answer's gzip is those
 * pieces with its nonce stored (uncompressed) between them. Each piece is compressed with the text
 * before it as its dictionary — the placeholders in it masked with a byte that never occurs in
 * text — so no back-reference can land on a nonce, and the pieces compress almost as well as the
 * whole body (a few dozen bytes a placeholder).
 */
export type PreparedBody = {
  body: Buffer;
  placeholderLength: number;
  offsets: number[];
  /** Raw deflate of each segment; all but the last end byte-aligned, without a final block. */
  pieces: Buffer[];
  /** Each segment's CRC-32 and length operator: an answer's CRC is combined, not recomputed. */
  crcs: number[];
  shifts: number[];
};

export async function prepareBody(body: Buffer, placeholder: Buffer): Promise<PreparedBody> {
  const offsets = offsetsOf(body, placeholder);
  // Bytes that are not UTF-8 text could contain the mask byte: then no piece borrows a dictionary.
  const masked = offsets.length > 0 && !body.includes(NEVER_IN_TEXT) ? Buffer.from(body) : null;
  if (masked) for (const at of offsets) masked.fill(NEVER_IN_TEXT, at, at + placeholder.length);
  const starts = [0, ...offsets.map((at) => at + placeholder.length)];
  const segments = starts.map((start, index) => body.subarray(start, offsets[index] ?? body.length));
  const pieces = await Promise.all(
    segments.map((segment, index) => {
      const start = starts[index]!;
      const dictionary =
        masked && start > 0 ? masked.subarray(Math.max(0, start - WINDOW), start) : undefined;
      const last = index === segments.length - 1;
      return deflateRaw(segment, {
        dictionary,
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      });
    }),
  );
  return {
    body,
    placeholderLength: placeholder.length,
    offsets,
    pieces,
    crcs: segments.map((segment) => zlib.crc32(segment)),
    shifts: segments.map((segment) => crc32Shift(segment.length)),
  };
}

/** The prepared body with `nonce` in every placeholder: plain, or as one gzip member. */
export function bodyWithNonce(prepared: PreparedBody, nonce: Buffer, coding: 'gzip' | 'identity'): Buffer {
  const { body, offsets, pieces, placeholderLength } = prepared;
  if (nonce.length !== placeholderLength) throw new Error('the nonce must have the placeholder’s length');
  if (coding === 'identity') {
    if (offsets.length === 0) return body;
    const out = Buffer.from(body);
    for (const at of offsets) nonce.copy(out, at);
    return out;
  }
  // A stored block (RFC 1951 §3.2.4) right after a sync-flushed piece: BFINAL 0, BTYPE 00, LEN, NLEN.
  const stored = Buffer.from([
    0x00,
    nonce.length & 0xff,
    nonce.length >> 8,
    ~nonce.length & 0xff,
    (~nonce.length >> 8) & 0xff,
  ]);
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceCrc = zlib.crc32(nonce);
  const nonceShift = crc32Shift(nonce.length);
  let crc = 0;
  pieces.forEach((piece, index) => {
    crc = crc32Combine(crc, prepared.crcs[index]!, prepared.shifts[index]!);
    parts.push(piece);
    if (index < offsets.length) {
      crc = crc32Combine(crc, nonceCrc, nonceShift);
      parts.push(stored, nonce);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(body.length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
