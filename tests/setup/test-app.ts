import { sql } from 'drizzle-orm';
import { createApp } from '@/server/api/app';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { resetXsrfSecretCache } from '@/server/api/middleware/xsrf';

let app: ReturnType<typeof createApp> | undefined;

/** The Hono app of this test file (built once; no network). */
export function testApp() {
  app ??= createApp();
  return app;
}

export type ApiResult<T = unknown> = {
  res: Response;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: T;
  text: string;
};

/** Calls the API in process: `api('/api/cate?lang=en')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers as loose JSON by default
export async function api<T = any>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  const res = await testApp().request(path, init);
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { res, body: body as T, text };
}

/** A valid XSRF cookie + header pair, obtained the way a browser gets it: from a GET answer. */
export async function xsrfHeaders(): Promise<Record<string, string>> {
  const { res } = await api('/api/cate');
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie on a GET answer');
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

/** Empties the catalogue tables (ids restart), for files that need a clean slate between suites. */
export async function resetCatalog(db?: Db): Promise<void> {
  const target = db ?? (await getDb());
  await target.execute(sql`TRUNCATE product_fitments, products, categories RESTART IDENTITY CASCADE`);
}

/** Forget the cached XSRF secret (after the database was swapped). */
export { resetXsrfSecretCache };
