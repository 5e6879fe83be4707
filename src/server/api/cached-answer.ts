import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import type { Lang } from '@/contracts/site';
import { catalogueVersion } from '../catalog/catalogue-version';
import type { Db } from '../db/types';
import type { AppEnv } from './context';
import { etagMatches } from '../http/etag-match';
import { offerDirectBody } from './direct-body';
import type { ok } from './respond';
import { translateApi } from './translate';

/**
 * A success envelope serialized once: its bytes, their gzip (made on first use) and a strong
 * validator. `T` is the type of its `data`, so a route answering with it is checked against its
 * OpenAPI schema like one calling `ok`.
 */
export type CachedAnswer<T> = {
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  readonly gzip: Uint8Array<ArrayBuffer>;
  /** Type only: what `data` held when the bytes were written. */
  readonly data?: T;
};

/**
 * Each kind of answer keeps at most this many keys (the oldest goes first): a crawler paging through
 * listings cannot push the category tree out, and odd `cids`/keyword queries cannot grow memory.
 */
const MAX_ENTRIES = { tree: 4, hot: 64, listing: 300, detail: 300, vehicles: 300, fits: 500 } as const;
export type AnswerKind = keyof typeof MAX_ENTRIES;

type Entry = { version: string; answer: Promise<CachedAnswer<unknown>>; ready?: CachedAnswer<unknown> };
const perDb = new WeakMap<Db, Map<AnswerKind, Map<string, Entry>>>();

function entriesFor(db: Db, kind: AnswerKind): Map<string, Entry> {
  let kinds = perDb.get(db);
  if (!kinds) perDb.set(db, (kinds = new Map()));
  let entries = kinds.get(kind);
  if (!entries) kinds.set(kind, (entries = new Map()));
  return entries;
}

/** A success envelope's bytes and validator, built now (answers cached by HTTP only, e.g. the plans). */
export async function build<T>(lang: Lang, data: () => Promise<T>): Promise<CachedAnswer<T>> {
  const json = JSON.stringify({ status: STATUS.OK, msg: translateApi(lang, 'ok'), data: await data() });
  const body = new Uint8Array(Buffer.from(json));
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // Compressed when a client that takes gzip first asks for it, then kept: a listing nobody asks for
  // twice (a crawler, a bench walking every page) costs no level-9 gzip, ~2-5 ms of CPU per answer.
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  return {
    etag: `"${hash}"`,
    body,
    get gzip() {
      gzip ??= new Uint8Array(gzipSync(body, { level: 9 }));
      return gzip;
    },
  };
}

/**
 * The success answer for `key` under the current catalogue version: built once per version and
 * process (concurrent misses share one build), so a catalogue read costs one version check at most
 * every CATALOGUE_VERSION_CHECK_MS instead of its queries. Nothing here can outlive a catalogue change
 * by more than that interval, on any instance (docs/decisions/0011-server-caching.md). A failed
 * build (404, database error) is not kept.
 */
export async function cachedCatalogueAnswer<T>(
  db: Db,
  kind: AnswerKind,
  key: string,
  lang: Lang,
  data: () => Promise<T>,
): Promise<CachedAnswer<T>> {
  const version = await catalogueVersion(db, env.CATALOGUE_VERSION_CHECK_MS);
  const entries = entriesFor(db, kind);
  const entry = entries.get(key);
  // A key names one kind of data (each route builds its own keys), so its entry holds a T.
  if (entry?.version === version) return (entry.ready ?? entry.answer) as CachedAnswer<T> | Promise<CachedAnswer<T>>;

  const answer = build(lang, data);
  const fresh: Entry = { version, answer };
  fresh.answer.then(
    (answer) => (fresh.ready = answer),
    () => entries.get(key) === fresh && entries.delete(key),
  );
  entries.delete(key); // re-inserted last, so the oldest key goes first
  if (entries.size >= MAX_ENTRIES[kind]) entries.delete(entries.keys().next().value!);
  entries.set(key, fresh);
  return answer;
}

/** If-None-Match matches one of this answer's validators (identity or gzip; weak comparison). */
function notModified(header: string | undefined, answer: CachedAnswer<unknown>): boolean {
  return etagMatches(header, answer.etag) || etagMatches(header, gzipEtag(answer.etag));
}

/** Another coding is another representation: its strong validator must differ. */
const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** The coding of a body compressed ahead of time: gzip when the client takes it (Hono's Accept parser). */
export function wantsGzip(c: Context): boolean {
  return accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip';
}

/**
 * 304 when the client holds these bytes, else the bytes, gzipped when the client takes it. Behind
 * Next's route handler (`next dev`/`next start`) the request reaches the app without Accept-Encoding
 * (fetch-handler.ts), as Next compresses there itself.
 */
export function sendCachedAnswer<T>(c: Context<AppEnv>, answer: CachedAnswer<T>, cacheControl: string) {
  const gzip = wantsGzip(c);
  const etag = gzip ? gzipEtag(answer.etag) : answer.etag;
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
  // The one place typing meets pre-serialized bytes: they are `ok(c, data)`'s JSON for a T, written once.
  type Sent = ReturnType<typeof ok<T>>;
  if (notModified(c.req.header('If-None-Match'), answer)) return c.body(null, 304, headers) as unknown as Sent;
  headers['Content-Type'] = 'application/json';
  if (gzip) headers['Content-Encoding'] = 'gzip';
  const bytes = gzip ? answer.gzip : answer.body;
  if (offerDirectBody(c, etag, bytes)) return c.body(null, 200, headers) as unknown as Sent;
  return c.body(bytes, 200, headers) as unknown as Sent;
}
