import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { getRegionTree } from './get-region-tree';

/*
 * The /proxy/amap/ body never changes while the process runs, so it is serialised, gzipped and hashed
 * once (about 320 KB of JSON, 47 KB gzipped) instead of on every request.
 */
export type RegionResponse = { json: string; gzip: Uint8Array<ArrayBuffer>; etag: string };

let cached: RegionResponse | undefined;

export function getRegionResponse(): RegionResponse {
  if (!cached) {
    // AMap's district API shape: status '1' and info 'OK' mean success; the tree sits in `districts`.
    const json = JSON.stringify({ status: '1', info: 'OK', districts: getRegionTree() });
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    cached = { json, gzip: new Uint8Array(gzipSync(json, { level: 9 })), etag };
  }
  return cached;
}
