import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

type WriteHead = (...args: unknown[]) => ServerResponse;

/**
 * Two rules for every page answer Next writes, applied as its head goes out:
 * - `x-middleware-rewrite` is dropped: it names the internal route (`/en/us/product/…`, decision
 *   0001) and echoes the query, and no browser code reads it (the app router's own navigation
 *   requests carry `x-nextjs-rewritten-path`, which stays);
 * - a 404 is `private, no-store`: a page that does not exist is never kept by a shared cache, even
 *   if a cached route rendered it (a product hidden a moment after the proxy looked it up).
 */
export function guardPageAnswerHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead as unknown as WriteHead;
  (res as unknown as { writeHead: WriteHead }).writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const notFound = (typeof args[0] === 'number' ? args[0] : this.statusCode) === 404;
    // Headers handed to writeHead itself win over setHeader's: take them out there too.
    const given = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    for (const name of Object.keys((given ?? {}) as OutgoingHttpHeaders)) {
      const lower = name.toLowerCase();
      if (lower === 'x-middleware-rewrite' || (notFound && lower === 'cache-control')) delete (given as OutgoingHttpHeaders)[name];
    }
    this.removeHeader('x-middleware-rewrite');
    if (notFound) this.setHeader('Cache-Control', 'private, no-store');
    return writeHead.apply(this, args);
  };
}
