import { createApp } from './app';

const holder = globalThis as typeof globalThis & { __partsmallApi?: ReturnType<typeof createApp> };

/** One Hono app per process, shared by the /api and /proxy/amap route handlers. */
export function handleApiRequest(request: Request): Response | Promise<Response> {
  holder.__partsmallApi ??= createApp();
  return holder.__partsmallApi.fetch(request);
}
