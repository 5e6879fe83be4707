import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { publishedApi, whenApiPublished, type ApiApp } from './api-holder';
import { takeDirectBody, type DirectBodySlot } from './direct-body';

function outgoingHeaders(headers: Headers, length: number): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  out['content-length'] = length;
  return out;
}

/**
 * The API as a `node:http` listener (@hono/node-server): the production server sends /api and
 * /proxy/amap here instead of through Next's router and route handler, which cost ~1.5 ms a request
 * before our code runs (docs/decisions/0011-server-caching.md). Global Request/Response stay
 * untouched (`overrideGlobalObjects: false`): Next shares the process, and its `instanceof Response`
 * checks fail on the adapter's lightweight Response. Cached answers go out through the direct-body
 * slot instead (direct-body.ts).
 */
export function createApiListener(given?: ApiApp): (req: IncomingMessage, res: ServerResponse) => void {
  let app = given ?? publishedApi();
  const listener = getRequestListener(
    async (request, env) => {
      app ??= await whenApiPublished(); // requests that arrive while the server boots wait for it
      const directBody: DirectBodySlot = {};
      const res = await app.fetch(request, { ...env, directBody });
      const bytes = takeDirectBody(directBody, res, request.method);
      if (!bytes) return res;
      const outgoing = env.outgoing as ServerResponse;
      outgoing.writeHead(res.status, outgoingHeaders(res.headers, bytes.byteLength));
      outgoing.end(bytes);
      return RESPONSE_ALREADY_SENT;
    },
    { overrideGlobalObjects: false },
  );
  return (req, res) => void listener(req, res);
}
