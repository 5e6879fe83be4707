import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type CapturedResponse = {
  status: number;
  /** As the renderer wrote them: what steps below it (the nonce step) change on the wire is theirs to redo. */
  headers: OutgoingHttpHeaders;
  /** The bytes as they went on the wire (after any Content-Encoding). */
  body: Buffer;
  /** The body outgrew the limit: `body` is empty and the answer must not be reused. */
  truncated: boolean;
};

type Write = (...args: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;
type WriteHead = (...args: unknown[]) => ServerResponse;

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk); // a copy: the writer may reuse its buffer
  return null;
}

/** The headers a `writeHead` call sends: those set before it, and those it is given. */
function headersOf(res: ServerResponse, args: unknown[]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...res.getHeaders() };
  const given = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null);
  if (given && !Array.isArray(given)) {
    for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) {
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }
  }
  return headers;
}

/**
 * Tees what a response writes while it still goes to the client unchanged, and resolves with the
 * status, headers and body once it has finished — or null if the connection closed first. Wraps
 * `writeHead`/`write`/`end` before the renderer runs, so a compressor the renderer installs later
 * (Next's gzip) writes through this and the captured bytes are the encoded ones its headers
 * describe. Headers are taken when the renderer sends them, before any step installed earlier (the
 * nonce step of src/server/http/page-nonces.ts) rewrites them for this one answer.
 */
export function captureResponse(res: ServerResponse, limit: number): Promise<CapturedResponse | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (truncated) return;
    const bytes = toBuffer(chunk, encoding);
    if (!bytes) return;
    size += bytes.byteLength;
    if (size > limit) {
      truncated = true;
      chunks.length = 0;
      return;
    }
    chunks.push(bytes);
  };

  const writeHead = res.writeHead as unknown as WriteHead;
  const write = res.write as unknown as Write;
  const end = res.end as unknown as End;
  let head: { status: number; headers: OutgoingHttpHeaders } | undefined;
  (res as unknown as { writeHead: WriteHead }).writeHead = function (
    this: ServerResponse,
    ...args: unknown[]
  ) {
    head ??= { status: Number(args[0]), headers: headersOf(this, args) };
    return writeHead.apply(this, args);
  };
  (res as unknown as { write: Write }).write = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    return write.apply(this, args);
  };
  (res as unknown as { end: End }).end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    return end.apply(this, args);
  };

  return new Promise((resolve) => {
    res.once('finish', () =>
      resolve({
        status: head?.status ?? res.statusCode,
        headers: head?.headers ?? res.getHeaders(),
        body: Buffer.concat(chunks),
        truncated,
      }),
    );
    res.once('close', () => {
      if (!res.writableFinished) resolve(null);
    });
  });
}
