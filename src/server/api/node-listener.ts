import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { publishedApi, whenApiPublished, type ApiApp } from './api-holder';

/**
 * The API as a `node:http` listener (@hono/node-server): the production server sends /api and
 * /proxy/amap here instead of through Next's router and route handler, which cost ~1.5 ms a request
 * before our code runs (docs/decisions/0011-server-caching.md). Global Request/Response stay
 * untouched (`overrideGlobalObjects: false`): Next shares the process, and its `instanceof Response`
 * checks fail on the adapter's lightweight Response.
 */
export function createApiListener(given?: ApiApp): (req: IncomingMessage, res: ServerResponse) => void {
  let app = given ?? publishedApi();
  const listener = getRequestListener(
    async (request, env) => {
      app ??= await whenApiPublished(); // requests that arrive while the server boots wait for it
      return app.fetch(request, env);
    },
    { overrideGlobalObjects: false },
  );
  return (req, res) => void listener(req, res);
}
