import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { captureResponse, type CapturedResponse } from './capture-response';
import { etagMatches } from './etag-match';

export type PageMicrocacheOptions = {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Bytes of bodies kept at most; the oldest answers go first. */
  maxBytes: number;
  /** The identity of a request's answer, or null for requests never shared. */
  keyOf: (req: IncomingMessage) => string | null;
  /** The header that says HIT or MISS (default `x-page-cache`). */
  statusHeader?: string;
  /**
   * Read from the request that produced an answer once it has finished (e.g. the API route it
   * matched), kept with the answer and handed to `onReuse` with each request it is sent to again.
   */
  tagOf?: (req: IncomingMessage) => string | undefined;
  onReuse?: (req: IncomingMessage, tag: string | undefined) => void;
  now?: () => number;
};

type Entry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
  tag: string | undefined;
};

/**
 * Answers from these headers are not reused: they are per-connection or recomputed on sending (the
 * request id and its Server-Timing entry belong to the request that rendered, not the one reusing).
 */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'age',
  'x-request-id',
  'server-timing',
]);

/** Only the locale cookie may ride along: it is derived from the key (language in path, cookie, header). */
const SHAREABLE_COOKIE = /^NEXT_LOCALE=/;

/** One page answer should never approach this; bigger ones are simply not kept. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/**
 * A shared-cache rule check, as a CDN would make it: 200, fresh for shared caches for a while
 * (`s-maxage` > 0, or `public` with `max-age` > 0), not `private`/`no-store`/`no-cache`, and no
 * cookie but the locale one.
 */
export function isShareable(captured: CapturedResponse): boolean {
  if (captured.status !== 200 || captured.truncated) return false;
  const cacheControl = String(captured.headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  const maxAge = /(?:^|[\s,])max-age=(\d+)/.exec(cacheControl);
  const freshFor = sMaxAge
    ? Number(sMaxAge[1])
    : /\bpublic\b/.test(cacheControl) && maxAge
      ? Number(maxAge[1])
      : 0;
  if (freshFor <= 0) return false;
  const cookies = captured.headers['set-cookie'];
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  return list.every((cookie) => SHAREABLE_COOKIE.test(cookie));
}

/**
 * A microcache in front of Next for storefront pages: an answer Next marks as shareable is kept for
 * a moment (1 s by default) and sent again, byte for byte, to requests with the same key. Next's
 * own cache of a prerendered page still costs ~2.5 ms of CPU a request here (routing, the proxy,
 * the ETag of the HTML, gzip); a reused answer costs a Map lookup. Concurrent misses for one key
 * wait for the first instead of all rendering (no stampede when an answer expires). The window is
 * short enough that nothing a person can notice goes stale, and every instance keeps its own, so
 * it is not state (docs/decisions/0014-http-layer-in-front-of-next.md).
 */
export function createPageMicrocache(options: PageMicrocacheOptions) {
  const now = options.now ?? Date.now;
  const statusHeader = options.statusHeader ?? 'x-page-cache';
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  /** Bumped by dropWhere: an answer rendered before the drop is not kept when it completes. */
  let generation = 0;

  function drop(key: string, entry: Entry): void {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt < options.ttlMs) return entry;
    drop(key, entry);
    return undefined;
  }

  function store(key: string, captured: CapturedResponse, tag: string | undefined): Entry | null {
    // Bigger than the whole cache: keeping it would only push every other answer out (itself too).
    if (!isShareable(captured) || captured.body.byteLength > Math.min(MAX_ENTRY_BYTES, options.maxBytes)) {
      return null;
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(captured.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    const entry: Entry = {
      status: captured.status,
      headers,
      body: captured.body,
      etag: typeof headers.etag === 'string' ? headers.etag : undefined,
      storedAt: now(),
      tag,
    };
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    // Oldest first: Map keeps insertion order.
    for (const [oldest, value] of entries) {
      if (bytes <= options.maxBytes) break;
      drop(oldest, value);
    }
    return entry;
  }

  /** Expired answers free their memory even when nobody asks for them again. */
  const sweeper = setInterval(() => {
    for (const [key, entry] of entries) if (now() - entry.storedAt >= options.ttlMs) drop(key, entry);
  }, 10_000);
  sweeper.unref();

  return {
    /** Answers from the cache, or hands the request to `render` (Next) and keeps what is shareable. */
    handle(
      req: IncomingMessage,
      res: ServerResponse,
      render: (req: IncomingMessage, res: ServerResponse) => void,
    ): void {
      const key = options.ttlMs > 0 ? options.keyOf(req) : null;
      if (key === null || refusesStored(req)) {
        render(req, res);
        return;
      }
      const reuse = (entry: Entry) => {
        options.onReuse?.(req, entry.tag);
        send(req, res, entry, now(), statusHeader);
      };
      const hit = fresh(key);
      if (hit) {
        reuse(hit);
        return;
      }
      const pending = filling.get(key);
      if (pending) {
        void pending.then((entry) => (entry ? reuse(entry) : render(req, res)));
        return;
      }
      const startedIn = generation;
      const fill = captureResponse(res, MAX_ENTRY_BYTES).then((captured) =>
        captured && startedIn === generation ? store(key, captured, options.tagOf?.(req)) : null,
      );
      filling.set(key, fill);
      void fill.finally(() => filling.delete(key));
      res.setHeader(statusHeader, 'MISS');
      render(req, res);
    },
    /**
     * Drops the answers whose request URL (the key's first line) `isStale` names, and keeps none of
     * the renders under way: the catalogue changed under them (docs/decisions/0051).
     */
    dropWhere(isStale: (url: string) => boolean): void {
      generation += 1;
      for (const [key, entry] of entries) if (isStale(key.split('\n', 1)[0]!)) drop(key, entry);
    },
    /** For tests and the operator: how much is held. */
    stats: () => ({ entries: entries.size, bytes }),
    close: () => clearInterval(sweeper),
  };
}

/**
 * `Cache-Control: no-cache` (a hard reload, a dev tool) asks for a fresh answer: give it one. A plain
 * reload's `max-age=0` does not: a second-old answer is what Next's own cache would send too.
 */
function refusesStored(req: IncomingMessage): boolean {
  const cacheControl = req.headers['cache-control'];
  return (
    (cacheControl !== undefined && /\bno-cache\b/.test(cacheControl)) || req.headers.pragma === 'no-cache'
  );
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, at: number, statusHeader: string): void {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    age: String(Math.floor((at - entry.storedAt) / 1000)),
    [statusHeader]: 'HIT',
  };
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    delete headers['content-encoding'];
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['content-length'] = entry.body.byteLength;
  res.writeHead(entry.status, headers);
  res.end(entry.body);
}
