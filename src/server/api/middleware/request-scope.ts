import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { env } from '@/env';
import { markRouteObserved } from '../../observability/access-log';
import { observeRequest } from '../../observability/metrics';
import {
  REQUEST_ID_HEADER,
  chooseRequestId,
  currentRequestId,
  runWithRequestId,
} from '../../observability/request-context';
import type { AppEnv } from '../context';

/**
 * Every API request gets an id (X-Request-Id on the answer, `requestId` on every log line written
 * while it runs) and is counted in the metrics under its route pattern. The id a node server already
 * gave the request (its scope is open) is kept; an incoming header is taken only from a trusted proxy
 * (TRUST_PROXY) or from our own server that stamped it (SERVER_STAMPS_CLIENT_IP), and only in the
 * shape of an id.
 */
export const requestScopeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const opened = currentRequestId();
  const requestId =
    opened ?? chooseRequestId(c.req.header(REQUEST_ID_HEADER), env.TRUST_PROXY || env.SERVER_STAMPS_CLIENT_IP);
  c.set('requestId', requestId);
  const started = performance.now();
  // A scope the node server opened already carries this id: no second one around the same work.
  if (opened) await next();
  else await runWithRequestId(requestId, next);
  // On the built answer's own headers: Hono's c.header() after the handler would copy the whole
  // answer into a new Response (its body re-wrapped as a stream) just to add one header. A node server
  // that opened the scope has already put the id on its own response (access-log.ts), which the
  // answer's headers are merged into.
  if (!opened) c.res.headers.set('X-Request-Id', requestId);
  const matched = routePath(c);
  const route = !matched || matched.endsWith('*') ? 'unmatched' : matched;
  observeRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  // The node server's access log then names the route and leaves the counting to us.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) markRouteObserved(incoming, route);
});
