import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import type { Lang } from '@/contracts/site';
import { catalogueVersion } from '../catalog/catalogue-version';
import type { Db } from '../db/types';
import { acceptsGzip, ownsTheSocket } from './content-coding';
import type { AppEnv } from './context';
import { etagMatches } from '../http/etag-match';
import { offerDirectBody } from './direct-body';
import { translateApi } from './translate';

/** A success envelope serialized once: its bytes, their gzip and a strong validator. */
export type CachedAnswer = { etag: string; body: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };

/**
 * Each kind of answer keeps at most this many keys (the oldest goes first): a crawler paging through
 * listings cannot push the category tree out, and odd `cids`/keyword queries cannot grow memory.
 */
const MAX_ENTRIES = { tree: 4, hot: 64, listing: 300, detail: 300, vehicles: 300, fits: 500 } as const;
export type AnswerKind = keyof typeof MAX_ENTRIES;

type Entry = { version: string; answer: Promise<CachedAnswer>; ready?: CachedAnswer };
const perDb = new WeakMap<Db, Map<AnswerKind, Map<string, Entry>>>();

function entriesFor(db: Db, kind: AnswerKind): Map<string, Entry> {
  let kinds = perDb.get(db);
  if (!kinds) perDb.set(db, (kinds = new Map()));
  let entries = kinds.get(kind);
  if (!entries) kinds.set(kind, (entries = new Map()));
  return entries;
}

/** A success envelope's bytes and validator, built now (answers cached by HTTP only, e.g. the plans). */
export async function build(lang: Lang, data: () => Promise<unknown>): Promise<CachedAnswer> {
  const json = JSON.stringify({ status: STATUS.OK, msg: translateApi(lang, 'ok'), data: await data() });
  const body = new Uint8Array(Buffer.from(json));
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { etag: `"${hash}"`, body, gzip: new Uint8Array(gzipSync(body, { level: 9 })) };
}

/**
 * The success answer for `key` under the current catalogue version: built once per version and
 * process (concurrent misses share one build), so a catalogue read costs one version check at most
 * every CATALOGUE_VERSION_CHECK_MS instead of its queries. Nothing here can outlive a catalogue change
 * by more than that interval, on any instance (docs/decisions/0011-server-caching.md). A failed
 * build (404, database error) is not kept.
 */
export async function cachedCatalogueAnswer(
  db: Db,
  kind: AnswerKind,
  key: string,
  lang: Lang,
  data: () => Promise<unknown>,
): Promise<CachedAnswer> {
  const version = await catalogueVersion(db, env.CATALOGUE_VERSION_CHECK_MS);
  const entries = entriesFor(db, kind);
  const entry = entries.get(key);
  if (entry?.version === version) return entry.ready ?? entry.answer;

  const fresh: Entry = { version, answer: build(lang, data) };
  fresh.answer.then(
    (answer) => (fresh.ready = answer),
    () => entries.get(key) === fresh && entries.delete(key),
  );
  entries.delete(key); // re-inserted last, so the oldest key goes first
  if (entries.size >= MAX_ENTRIES[kind]) entries.delete(entries.keys().next().value!);
  entries.set(key, fresh);
  return fresh.answer;
}

/** If-None-Match matches one of this answer's validators (identity or gzip; weak comparison). */
function notModified(header: string | undefined, answer: CachedAnswer): boolean {
  return etagMatches(header, answer.etag) || etagMatches(header, gzipEtag(answer.etag));
}

/** Another coding is another representation: its strong validator must differ. */
const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/**
 * 304 when the client holds these bytes, else the bytes — gzipped when the client takes it and we
 * own the socket (content-coding.ts), written by the node listener itself when it offers to.
 */
export function sendCachedAnswer(c: Context<AppEnv>, answer: CachedAnswer, cacheControl: string): Response {
  const negotiate = ownsTheSocket(c);
  const gzip = negotiate && acceptsGzip(c.req.header('Accept-Encoding'));
  const etag = gzip ? gzipEtag(answer.etag) : answer.etag;
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: etag };
  if (negotiate) headers.Vary = 'Accept-Encoding';
  if (notModified(c.req.header('If-None-Match'), answer)) return c.body(null, 304, headers);
  headers['Content-Type'] = 'application/json';
  if (gzip) headers['Content-Encoding'] = 'gzip';
  const bytes = gzip ? answer.gzip : answer.body;
  if (offerDirectBody(c, etag, bytes)) return c.body(null, 200, headers);
  return c.body(bytes, 200, headers);
}
