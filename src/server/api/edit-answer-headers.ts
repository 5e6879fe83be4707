import type { Context } from 'hono';

type HeaderEdits = Pick<Headers, 'get' | 'set' | 'append'>;

/**
 * Changes headers of the answer a route already produced. `c.header()` after the route re-creates
 * the Response around its body stream, which costs the Node adapter its fast path (it then streams
 * the body chunk by chunk); editing the answer's own headers keeps it. A Response with immutable
 * headers (one passed through from fetch) goes the `c.header()` way.
 */
export function editAnswerHeaders(c: Context, edit: (headers: HeaderEdits) => void): void {
  try {
    edit(c.res.headers);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    edit({
      get: (name) => c.res.headers.get(name),
      set: (name, value) => c.header(name, value),
      append: (name, value) => c.header(name, value, { append: true }),
    });
  }
}
