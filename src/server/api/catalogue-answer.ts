import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { STATUS } from '@/contracts/envelope';
import type { Lang } from '@/contracts/site';
import { fromCatalogue } from '../catalog/catalogue-cache';
import type { Db } from '../db/types';
import type { AppEnv } from './context';
import type { ok } from './respond';
import { translateApi } from './translate';

/**
 * A success envelope serialized once: its bytes, their gzip (made when first asked for), a strong
 * validator. `T` is its `data`'s type, so a route answering with it is checked against its OpenAPI
 * schema like one calling `ok`.
 */
export type PreparedAnswer<T> = { etag: string; body: Uint8Array<ArrayBuffer>; readonly gzip: Uint8Array<ArrayBuffer>; readonly data?: T };

export async function prepareAnswer<T>(lang: Lang, data: () => Promise<T>): Promise<PreparedAnswer<T>> {
  const json = JSON.stringify({ status: STATUS.OK, msg: translateApi(lang, 'ok'), data: await data() });
  const body = new Uint8Array(Buffer.from(json));
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  return {
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    get gzip() {
      return (gzip ??= new Uint8Array(gzipSync(body, { level: 9 })));
    },
  };
}

/** A catalogue read's answer, prepared once per catalogue version in the catalogue cache; a failed load (404) is not kept. */
export function catalogueAnswer<T>(db: Db, key: string, lang: Lang, data: () => Promise<T>): Promise<PreparedAnswer<T>> {
  return fromCatalogue(db, `answer:${lang}:${key}`, () => prepareAnswer(lang, data));
}

/** The coding of a body compressed ahead of time: gzip when the client takes it (Hono's Accept parser). */
export function wantsGzip(c: Context): boolean {
  return accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip';
}

/**
 * 304 when If-None-Match names either coding's validator (weak comparison, as a GET uses), else the
 * bytes, gzipped when the client takes it. Behind Next's route handler (`next dev`) the request comes
 * without Accept-Encoding (fetch-handler.ts): Next compresses there itself.
 */
export function sendAnswer<T>(c: Context<AppEnv>, answer: PreparedAnswer<T>, cacheControl: string) {
  const gzip = c.req.header('Accept-Encoding') !== undefined && wantsGzip(c);
  const gzipEtag = `${answer.etag.slice(0, -1)}-gzip"`; // another coding, another strong validator
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: gzip ? gzipEtag : answer.etag, Vary: 'Accept-Encoding' };
  // The one place typing meets pre-serialized bytes: they are `ok(c, data)`'s JSON for a T.
  type Sent = ReturnType<typeof ok<T>>;
  const held = (c.req.header('If-None-Match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.some((tag) => tag === '*' || tag === answer.etag || tag === gzipEtag)) {
    return c.body(null, 304, headers) as unknown as Sent;
  }
  headers['Content-Type'] = 'application/json';
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return c.body(gzip ? answer.gzip : answer.body, 200, headers) as unknown as Sent;
}
