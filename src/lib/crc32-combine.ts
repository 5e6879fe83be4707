/**
 * CRC-32 (the gzip one) of two pieces joined, from the two pieces' own CRCs and the second's
 * length, without reading the bytes again: zlib's `crc32_combine` (zlib 1.2.12+, crc32.c), in
 * arithmetic modulo the CRC polynomial on bit-reflected 32-bit values.
 */
const POLY = 0xedb88320;
/** x^0 in the reflected representation. */
const ONE = 0x80000000;

/** a · b modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  let m = ONE;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = ONE >>> 1; k < 32; k += 1) {
  X2N.push(p);
  p = multiplyModP(p, p);
}

/** The operator that appends `length` bytes: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = ONE;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) p = multiplyModP(X2N[k % 32]!, p);
  }
  return p;
}

/** CRC-32 of A followed by B, given CRC(A), CRC(B) and `crc32Shift(B.length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
