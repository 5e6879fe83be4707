import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { acceptsGzip } from './accept-encoding';
import { bodyWithNonce, createNonceReplacer, offsetsOf, prepareBody, type PreparedBody } from './nonce-splice';
import { pageCsp } from './security-headers';

/** 128 random bits, base64url: 22 characters, a form Next's nonce parser accepts. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** Answers the nonce step reads and compresses; anything else (pictures, fonts) passes untouched. */
const TEXT_TYPE = /^\s*(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

type Write = (...args: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;
type WriteHead = (...args: unknown[]) => ServerResponse;
type Mode = 'pass' | 'identity' | 'gzip';

/** The chunk as a Buffer: a view of its own bytes, never a copy (a reused page is ~100 KB). */
function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (Buffer.isBuffer(chunk)) return chunk;
  const view = chunk as Uint8Array;
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

function byteLengthOf(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') {
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return (chunk as Uint8Array).byteLength;
}

function addVary(res: ServerResponse, name: string): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (!vary.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) {
    res.setHeader('vary', vary ? `${vary}, ${name}` : name);
  }
}

/**
 * The nonce step of our server (docs/decisions/0017-script-src-on-cached-pages.md). Next renders
 * every page with one secret render nonce on its own script tags, so the HTML it caches (ISR, the
 * microcache) is the same for everyone; each answer then gets a nonce of its own, written over the
 * render nonce in the body and named in the page's `script-src`. A script that is in the HTML
 * without the render nonce — one an attacker got into the page — never gets the answer's nonce,
 * and the render nonce itself never leaves the server.
 *
 * Next is asked for unencoded bodies (`forRenderer`), so the step sees the text and compresses it
 * itself: streamed answers through gzip as they arrive, and bodies sent whole (the microcache's
 * reused answers) from pieces compressed once per body (src/server/http/nonce-splice.ts).
 */
export function createPageNonces(options: { renderNonce: string; newNonce?: () => string }) {
  const placeholder = Buffer.from(options.renderNonce);
  const makeNonce = options.newNonce ?? newNonce;
  /** Bodies sent whole again and again (a reused page answer) are prepared once. */
  const prepared = new WeakMap<Buffer, Promise<PreparedBody>>();
  /** Where the placeholders sit in a body sent whole and unencoded, found once per Buffer. */
  const placesIn = new WeakMap<Buffer, number[]>();

  function prepare(body: Buffer, reusable: boolean): Promise<PreparedBody> {
    let pending = reusable ? prepared.get(body) : undefined;
    if (!pending) {
      pending = prepareBody(body, placeholder);
      if (reusable) prepared.set(body, pending);
    }
    return pending;
  }

  return {
    /**
     * The request as Next should see it: the render nonce as the policy's nonce (Next puts it on
     * every script tag it writes), and no Accept-Encoding (the step compresses).
     */
    forRenderer(req: IncomingMessage): void {
      delete req.headers['content-security-policy-report-only'];
      req.headers['content-security-policy'] = `script-src 'nonce-${options.renderNonce}'`;
      delete req.headers['accept-encoding'];
    },

    /** Installs the step on an answer, before anything (the microcache, Next) writes to it. */
    wrap(req: IncomingMessage, res: ServerResponse): void {
      const gzipAccepted = acceptsGzip(req.headers['accept-encoding']);
      const nonceText = makeNonce();
      const nonce = Buffer.from(nonceText);
      const replacer = createNonceReplacer(placeholder, nonce);
      const writeHead = res.writeHead as unknown as WriteHead;
      const write = res.write as unknown as Write;
      const end = res.end as unknown as End;
      let mode: Mode | undefined;
      let streamed = false;
      let gzip: zlib.Gzip | undefined;

      function decide(status: number): Mode {
        const type = String(res.getHeader('content-type') ?? '');
        if (/^\s*text\/html/i.test(type)) {
          res.setHeader('content-security-policy', pageCsp(nonceText));
          // The body differs in every answer: a validator would let a cache pair an old body with
          // a new policy.
          res.removeHeader('etag');
        }
        const bodyless = req.method === 'HEAD' || status === 204 || status === 304 || status < 200;
        const encoded = String(res.getHeader('content-encoding') ?? 'identity') !== 'identity';
        if (bodyless || encoded || !TEXT_TYPE.test(type)) return 'pass';
        addVary(res, 'Accept-Encoding');
        if (!gzipAccepted) return 'identity';
        res.setHeader('content-encoding', 'gzip');
        res.removeHeader('content-length');
        return 'gzip';
      }

      /**
       * Writes are not held back while gzip catches up: a page is at most a few hundred kilobytes,
       * which the stream and the socket buffer anyway.
       */
      function startGzip(): zlib.Gzip {
        const stream = zlib.createGzip();
        stream.on('data', (chunk: Buffer) => write.call(res, chunk));
        stream.on('error', (err) => res.destroy(err));
        // A visitor who leaves mid-page: free the compressor. A streamed page's response already has
        // ten `close` listeners of its own (Next's render and abort signal, the access log, the
        // in-flight set, …), all gone with the response; Node warns of a leak at the eleventh, so this
        // one raises the limit by the one it adds.
        res.setMaxListeners(res.getMaxListeners() + 1);
        res.once('close', () => stream.destroy());
        return stream;
      }

      (res as unknown as { writeHead: WriteHead }).writeHead = function (this: ServerResponse, ...args) {
        if (mode === undefined) {
          const [status, second, third] = args;
          const headers = typeof second === 'object' ? second : typeof third === 'object' ? third : undefined;
          if (headers && !Array.isArray(headers)) {
            for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
              if (value !== undefined) this.setHeader(name, value);
            }
          }
          mode = decide(Number(status));
          return writeHead.call(this, status, ...(typeof second === 'string' ? [second] : []));
        }
        return writeHead.apply(this, args);
      };

      (res as unknown as { write: Write }).write = function (this: ServerResponse, ...args) {
        if (mode === undefined) this.writeHead(this.statusCode);
        if (mode === 'pass') return write.apply(this, args);
        streamed = true;
        const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        const bytes = replacer.push(toBuffer(args[0], args[1]));
        if (mode === 'gzip') {
          gzip ??= startGzip();
          gzip.write(bytes, callback);
          return true;
        }
        if (bytes.length > 0) return write.call(this, bytes, callback);
        if (callback) process.nextTick(callback);
        return true;
      };

      (res as unknown as { end: End }).end = function (this: ServerResponse, ...args) {
        const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        const chunk = typeof args[0] === 'function' ? undefined : args[0];
        if (mode === undefined) {
          if (chunk != null && !this.hasHeader('content-length')) {
            this.setHeader('content-length', byteLengthOf(chunk, args[1]));
          }
          this.writeHead(this.statusCode);
        }
        if (mode === 'pass') return end.apply(this, args);
        const bytes = chunk == null ? Buffer.alloc(0) : toBuffer(chunk, args[1]);
        if (mode === 'gzip' && !streamed) {
          // The whole body at once: gzip it from pieces prepared once for this Buffer.
          const body = Buffer.isBuffer(chunk) ? chunk : bytes;
          prepare(body, body === chunk).then(
            (ready) => end.call(this, bodyWithNonce(ready, nonce, 'gzip'), callback),
            (err: Error) => this.destroy(err),
          );
          return this;
        }
        if (mode === 'identity' && !streamed && Buffer.isBuffer(chunk) && nonce.length === placeholder.length) {
          // The whole body at once (a reused answer): the parts around the placeholders go out as
          // they are, the answer's nonce between them — no copy of the body, no search after the first.
          let places = placesIn.get(chunk);
          if (!places) placesIn.set(chunk, (places = offsetsOf(chunk, placeholder)));
          this.cork();
          let from = 0;
          for (const at of places) {
            write.call(this, chunk.subarray(from, at));
            write.call(this, nonce);
            from = at + placeholder.length;
          }
          end.call(this, chunk.subarray(from), callback);
          this.uncork();
          return this;
        }
        const rest = Buffer.concat([replacer.push(bytes), replacer.end()]);
        if (mode === 'gzip') {
          gzip ??= startGzip();
          gzip.once('end', () => end.call(this, callback));
          gzip.end(rest);
          return this;
        }
        return end.call(this, rest, callback);
      };

      /** Next calls this after each chunk it streams, so the browser gets the page as it renders. */
      (res as unknown as { flush: () => void }).flush = () => gzip?.flush(zlib.constants.Z_SYNC_FLUSH);
    },
  };
}
