import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { pageCsp } from './security-headers';

/** 128 random bits, base64url: 22 characters, a form Next's nonce parser accepts. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** Answers the nonce step reads and compresses; anything else (pictures, fonts) passes untouched. */
const TEXT_TYPE = /^\s*(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

type Patched = (...args: unknown[]) => unknown;

/** True when the client takes gzip (or anything, `*`) and did not refuse it with `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  const named = (coding: string) =>
    new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=([\\d.]+))?\\s*(?=,|$)`, 'i').exec(header ?? '');
  const weight = named('gzip') ?? named('\\*');
  return weight !== null && (weight[1] === undefined || Number(weight[1]) > 0);
}

/**
 * Writes `nonce` over `placeholder` in a body that arrives in chunks (same length: offsets and
 * Content-Length stay). A chunk may end inside the placeholder: the bytes that could still become
 * one are held back until the next chunk shows what they are.
 */
export function createNonceReplacer(placeholder: Buffer, nonce: Buffer) {
  if (nonce.length !== placeholder.length) throw new Error('the nonce must have the placeholder’s length');
  let carry = Buffer.alloc(0);
  return (chunk: Buffer, last: boolean): Buffer => {
    const data = Buffer.concat([carry, chunk]); // a copy: the writer may reuse its buffer
    let from = 0;
    for (let at = data.indexOf(placeholder); at !== -1; at = data.indexOf(placeholder, from)) {
      nonce.copy(data, at);
      from = at + placeholder.length;
    }
    let keep = last ? 0 : Math.min(placeholder.length - 1, data.length - from);
    while (keep > 0 && !data.subarray(-keep).equals(placeholder.subarray(0, keep))) keep -= 1;
    carry = data.subarray(data.length - keep);
    return data.subarray(0, data.length - keep);
  };
}

/**
 * The nonce step (docs/decisions/0017-script-src-on-cached-pages.md). Next renders every page with
 * one secret render nonce on its own script tags, so the HTML it caches is the same for everyone;
 * each answer gets a nonce of its own, written over the render nonce and named in the page's
 * `script-src`. A script in the HTML without the render nonce (one an attacker got into the page)
 * never gets the answer's nonce, and the render nonce never leaves the server. Next is asked for
 * unencoded bodies (`forRenderer`), so the step sees the text, and gzips it as it goes out.
 */
export function createPageNonces(options: { renderNonce: string; newNonce?: () => string }) {
  const placeholder = Buffer.from(options.renderNonce);
  return {
    /** The request as Next sees it: the render nonce in the policy (Next puts it on its script tags), no Accept-Encoding. */
    forRenderer(req: IncomingMessage): void {
      delete req.headers['content-security-policy-report-only'];
      req.headers['content-security-policy'] = `script-src 'nonce-${options.renderNonce}'`;
      delete req.headers['accept-encoding'];
    },

    /** Installs the step on an answer, before Next writes to it. */
    wrap(req: IncomingMessage, res: ServerResponse): void {
      const gzipAccepted = acceptsGzip(req.headers['accept-encoding']);
      const nonceText = (options.newNonce ?? newNonce)();
      const replace = createNonceReplacer(placeholder, Buffer.from(nonceText));
      const [writeHead, write, end] = [res.writeHead, res.write, res.end] as unknown as [Patched, Patched, Patched];
      const patched = res as unknown as Record<'writeHead' | 'write' | 'end', Patched> & { flush: () => void };
      let mode: 'pass' | 'identity' | 'gzip' | undefined;
      let gzip: zlib.Gzip | undefined;

      function decide(status: number): typeof mode {
        const type = String(res.getHeader('content-type') ?? '');
        if (/^\s*text\/html/i.test(type)) {
          res.setHeader('content-security-policy', pageCsp(nonceText));
          res.removeHeader('etag'); // the body differs in every answer: no validator may pair it with another policy
        }
        const bodyless = req.method === 'HEAD' || status === 204 || status === 304 || status < 200;
        if (bodyless || res.hasHeader('content-encoding') || !TEXT_TYPE.test(type)) return 'pass';
        const vary = String(res.getHeader('vary') ?? '');
        if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        if (!gzipAccepted) return 'identity';
        res.setHeader('content-encoding', 'gzip');
        res.removeHeader('content-length');
        // Writes are not held back while gzip catches up: a page is a few hundred kilobytes at most.
        gzip = zlib.createGzip().on('data', (chunk: Buffer) => write.call(res, chunk));
        gzip.on('error', (err) => res.destroy(err));
        // A visitor who leaves mid-page frees the compressor. A streamed page's response already has ten
        // `close` listeners (Next's render, the access log, …); Node warns of a leak at the eleventh.
        res.setMaxListeners(res.getMaxListeners() + 1);
        res.once('close', () => gzip?.destroy());
        return 'gzip';
      }

      function bytesOf(chunk: unknown, encoding: unknown): Buffer {
        if (chunk == null) return Buffer.alloc(0);
        return typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8') : (chunk as Buffer);
      }

      patched.writeHead = function (this: ServerResponse, ...args) {
        if (mode !== undefined) return writeHead.apply(this, args);
        const [status, second, third] = args;
        const given = typeof second === 'object' ? second : third; // headers given here win over setHeader's
        if (given && typeof given === 'object' && !Array.isArray(given)) {
          for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) {
            if (value !== undefined) this.setHeader(name, value);
          }
        }
        mode = decide(Number(status));
        return writeHead.call(this, status, ...(typeof second === 'string' ? [second] : []));
      };

      patched.write = function (this: ServerResponse, ...args) {
        if (mode === undefined) this.writeHead(this.statusCode);
        if (mode === 'pass') return write.apply(this, args);
        const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        const bytes = replace(bytesOf(args[0], args[1]), false);
        if (mode === 'gzip') return gzip!.write(bytes, callback) || true;
        if (bytes.length > 0) return write.call(this, bytes, callback);
        if (callback) process.nextTick(callback);
        return true;
      };

      patched.end = function (this: ServerResponse, ...args) {
        const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        const chunk = typeof args[0] === 'function' ? undefined : args[0];
        if (mode === undefined) {
          if (chunk != null && !this.hasHeader('content-length')) this.setHeader('content-length', bytesOf(chunk, args[1]).length);
          this.writeHead(this.statusCode);
        }
        if (mode === 'pass') return end.apply(this, args);
        const rest = replace(bytesOf(chunk, args[1]), true);
        if (mode === 'identity') return end.call(this, rest, callback);
        gzip!.once('end', () => end.call(this, callback)).end(rest);
        return this;
      };

      /** Next calls this after each chunk it streams, so the browser gets the page as it renders. */
      patched.flush = () => gzip?.flush(zlib.constants.Z_SYNC_FLUSH);
    },
  };
}
