import zlib from 'node:zlib';

export type ZipLimits = { maxEntries: number; maxInflatedBytes: number };

/**
 * Proves a ZIP (an .xlsx is one) inflates to at most `maxInflatedBytes` before a library unpacks it
 * whole: every entry is inflated here with a hard output cap (zlib's maxOutputLength), so a "zip bomb"
 * is refused after reading at most the budget, whatever sizes its directory claims. Returns false for
 * anything that is not a plain ZIP within the limits (ZIP64, encryption, unknown methods included).
 */
export function zipWithinLimits(bytes: Uint8Array, limits: ZipLimits): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(buf);
  if (end < 0) return false;
  const entries = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  if (entries > limits.maxEntries || at >= buf.length) return false;
  let budget = limits.maxInflatedBytes;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return false;
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const declared = buf.readUInt32LE(at + 24);
    const local = buf.readUInt32LE(at + 42);
    if (flags & 0x1 || compressed === 0xffffffff || declared === 0xffffffff || declared > budget) return false;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) return false;
    const data = buf.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch {
        return false; // over the budget, or not deflate data
      }
    } else return false;
    budget -= size;
    if (budget < 0) return false;
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return true;
}

/** Offset of the end-of-central-directory record (it sits in the last 64 KiB + 22 bytes). */
function findEndOfDirectory(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
