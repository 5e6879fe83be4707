import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger';
import { observeRequest } from './metrics';
import { REQUEST_ID_HEADER, chooseRequestId, runWithRequestId } from './request-context';

/*
 * The node:http side of request ids, access log and request metrics, for both servers
 * (scripts/serve.ts, src/server/api/serve.ts). Each request gets its id here — a trusted proxy's
 * X-Request-Id (TRUST_PROXY) when it has the shape of one, otherwise a new one — which is written
 * into the request's headers (so the API app and Next read the same id), sent back as X-Request-Id,
 * and as a Server-Timing entry the storefront's error page reads to show it (the document's own
 * headers are not visible to scripts; Server-Timing is). Every line logged while the request runs
 * carries it; one `http.request` line ends it — except for the probes, which a load balancer calls
 * every few seconds.
 */

const ROUTE = Symbol.for('partsmall.observedRoute');
type Observed = IncomingMessage & { [ROUTE]?: string };

const PROBE_PATH = /^\/(?:healthz|readyz|metrics)(?:[/?]|$)/;

export function isProbePath(url: string | undefined): boolean {
  return url !== undefined && PROBE_PATH.test(url);
}

/** The API app names the route pattern it served and counts the request itself. */
export function markRouteObserved(req: IncomingMessage, route: string): void {
  (req as Observed)[ROUTE] = route;
}

/** A fixed name for what the API app did not serve: never the raw URL (unbounded label values). */
function routeOutsideApi(url: string): string {
  if (url.startsWith('/_next/static/')) return 'static';
  if (url.startsWith('/_next/')) return 'next';
  if (url.startsWith('/media/')) return 'media';
  return 'page';
}

export function withRequestScope(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: { trustIncomingId: boolean },
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const requestId = chooseRequestId(req.headers[REQUEST_ID_HEADER], options.trustIncomingId);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Server-Timing', `rid;desc="${requestId}"`);
    const started = performance.now();
    res.once('close', () => {
      const url = req.url ?? '/';
      const apiRoute = (req as Observed)[ROUTE];
      const route = apiRoute ?? routeOutsideApi(url);
      const seconds = (performance.now() - started) / 1000;
      if (!apiRoute) observeRequest(req.method ?? 'GET', route, res.statusCode, seconds);
      if (isProbePath(url)) return;
      const fields = {
        event: 'http.request',
        requestId,
        method: req.method,
        path: url.split('?')[0]!.slice(0, 200),
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 10_000) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) logger().warn(fields);
      else logger().info(fields);
    });
    runWithRequestId(requestId, () => handler(req, res));
  };
}
