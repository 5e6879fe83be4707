import { describe, expect, it } from 'vitest';
import { encodeQr } from '@/components/ui/encode-qr';

/** The 7×7 finder pattern: dark ring, light ring, dark 3×3 core. */
function hasFinderAt(m: boolean[][], x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (m[y0 + y]![x0 + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('QR encoder', () => {
  it('picks the smallest version that fits (level M, byte mode) and draws the three finders', () => {
    for (const [text, size] of [
      ['hello', 21],
      ['PartsMall 汽配商城 微信公众号：PartsMall', 33],
      ['z'.repeat(213), 57],
    ] as const) {
      const m = encodeQr(text);
      expect(m.length).toBe(size);
      expect(m.every((row) => row.length === size)).toBe(true);
      expect(hasFinderAt(m, 0, 0) && hasFinderAt(m, size - 7, 0) && hasFinderAt(m, 0, size - 7)).toBe(true);
      expect(m[size - 8]![8]).toBe(true); // the dark module
    }
  });

  it('is deterministic and refuses text beyond version 10', () => {
    expect(encodeQr('same')).toEqual(encodeQr('same'));
    expect(() => encodeQr('z'.repeat(214))).toThrow(RangeError);
  });
});
