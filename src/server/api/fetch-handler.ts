import { publishApi, publishedApi, type ApiApp } from './api-holder';
import { createApp } from './app';

/** The process's Hono app (see api-holder.ts), built on first use — at boot in a server. */
export function apiApp(): ApiApp {
  return publishedApi() ?? publishApi(createApp());
}

/** The /api and /proxy/amap route handlers (`next dev`, `next start`) hand requests over here. */
export function handleApiRequest(request: Request): Response | Promise<Response> {
  return apiApp().fetch(request);
}
