import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from '@/lib/crc32-combine';

describe('crc32Combine', () => {
  it('equals the CRC of the joined bytes, for any two pieces', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const joined = zlib.crc32(Buffer.concat([a, b]));
        expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length))).toBe(joined);
      }),
    );
  });

  it('for long pieces and many of them in a row (a page between its nonces)', () => {
    const pieces = [0, 1, 22, 4096, 70_000, 300_001].map((length) => randomBytes(length));
    let crc = 0;
    for (const piece of pieces) crc = crc32Combine(crc, zlib.crc32(piece), crc32Shift(piece.length));
    expect(crc).toBe(zlib.crc32(Buffer.concat(pieces)));
  });
});
