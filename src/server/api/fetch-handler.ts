import { publishApi, publishedApi, type ApiApp } from './api-holder';
import { createApp } from './app';

/** The process's Hono app (see api-holder.ts), built on first use — at boot in a server. */
export function apiApp(): ApiApp {
  return publishedApi() ?? publishApi(createApp());
}

/**
 * The /api and /proxy/amap route handlers (`next dev`, `next start`) hand requests over here. Next
 * compresses route handler answers itself and drops a `Content-Encoding` the app would set, so the
 * app is asked for unencoded bytes there.
 */
export function handleApiRequest(request: Request): Response | Promise<Response> {
  if (!request.headers.has('accept-encoding')) return apiApp().fetch(request);
  const headers = new Headers(request.headers);
  headers.delete('accept-encoding');
  return apiApp().fetch(new Request(request, { headers }));
}
