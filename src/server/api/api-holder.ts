import type { createApp } from './app';

export type ApiApp = ReturnType<typeof createApp>;
type Slot = { app?: ApiApp; ready: Promise<ApiApp>; resolve: (app: ApiApp) => void };

/**
 * The process's one Hono app lives on globalThis: Next bundles the instrumentation hook and the route
 * handlers separately (each would build its own), and the production server (scripts/serve.ts, loaded
 * outside Next's bundles) uses the app boot made instead of compiling a second copy of the code.
 * Next runs the instrumentation hook without making its custom server wait, hence the promise.
 */
const holder = globalThis as typeof globalThis & { __partsmallApi?: Slot };

function slot(): Slot {
  if (!holder.__partsmallApi) {
    let resolve: (app: ApiApp) => void = () => {};
    const ready = new Promise<ApiApp>((r) => (resolve = r));
    holder.__partsmallApi = { ready, resolve };
  }
  return holder.__partsmallApi;
}

export function publishedApi(): ApiApp | undefined {
  return slot().app;
}

export function publishApi(app: ApiApp): ApiApp {
  const s = slot();
  s.app ??= app;
  s.resolve(s.app);
  return s.app;
}

/** Resolves once boot has published the app. */
export function whenApiPublished(): Promise<ApiApp> {
  return slot().ready;
}
