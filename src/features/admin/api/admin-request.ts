import { SESSION_UNUSABLE_STATUSES, STATUS } from '@/contracts/envelope-status';
import { REQUEST_TIMEOUT_MS } from '@/client/request-timeout';
import { xsrfToken } from '@/client/xsrf-token';
import { XSRF_HEADER } from '@/contracts/xsrf';
import { userAccountStore } from '@/client/user-account-store';
import { consoleLang } from '../shell/console-lang';

/*
 * The console's one way to the API: the storefront's session (the `user-account` store's token in
 * `Authorization`), the session-bound XSRF pair on writes, the console's language in `lang`, and the
 * `{status,msg,data}` envelope unwrapped. Failures carry what Refine's notifications read
 * (`message`, `statusCode`) and the envelope status the sign-in flow branches on.
 */

const TIMEOUT_MS = REQUEST_TIMEOUT_MS;

export class AdminApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, as Refine's HttpError names it. */
    readonly statusCode: number,
    /** Envelope status (410001, 403002, …); 0 when no envelope arrived. */
    readonly status: number,
    readonly fieldErrors: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export function adminUrl(path: string, query: Query = {}): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && (value !== '' || key === 'q')) url.searchParams.set(key, String(value));
  }
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', consoleLang());
  return url.pathname + url.search;
}

export async function authHeaders(method: string): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  const { token } = userAccountStore.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const x = await xsrfToken(method, TIMEOUT_MS);
  if (x) headers.set(XSRF_HEADER, x);
  return headers;
}

export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const headers = await authHeaders(method);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(adminUrl(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const envelope = (await res.json().catch(() => null)) as {
    status?: number;
    msg?: string;
    data?: unknown;
    errors?: { path: string; message: string }[];
  } | null;
  if (!envelope || typeof envelope.status !== 'number') throw new AdminApiError(res.statusText || 'Network Error', res.status, 0);
  if (envelope.status !== STATUS.OK || !res.ok) {
    throw new AdminApiError(envelope.msg ?? '', res.status, envelope.status, envelope.errors ?? []);
  }
  return envelope.data as T;
}

export function sessionUnusable(err: unknown): boolean {
  return err instanceof AdminApiError && SESSION_UNUSABLE_STATUSES.includes(err.status);
}
