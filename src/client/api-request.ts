import { toast } from 'sonner';
import { SESSION_UNUSABLE_STATUSES, STATUS } from '@/contracts/envelope-status';
import { apiClientRuntime } from './api-client-runtime';
import { buildUrl, type ApiQuery } from './api-url';
import { REQUEST_TIMEOUT_MS, timeoutSignal } from './request-timeout';
import { XSRF_HEADER } from '@/contracts/xsrf';
import { emit } from './event-bus';
import { requestToaster } from './toaster-request';
import { userAccount, userAccountStore } from './user-account-store';
import { xsrfToken } from './xsrf-token';

// Any module that calls the API may toast: have the (lazily loaded) toast container ready.
requestToaster();

/** The spec's 30 s (src/client/request-timeout.ts holds the rule). */
export const API_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRequestOptions = {
  query?: ApiQuery;
  body?: unknown;
  /** Do not send the Authorization header (public calls such as login or the region list). */
  noAuth?: boolean;
  /** Skip the error toast when the caller shows the problem itself (e.g. next to a form field). */
  quiet?: boolean;
  /** The call ends the session (signing out): a session the server already ended is no news to toast. */
  endingSession?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Let the request finish although the page it was sent from is left (a report sent on a link's click). */
  keepalive?: boolean;
};

/** A failed call. `status` is the envelope status (or 0 when no envelope arrived). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly httpStatus: number | null,
    readonly fieldErrors: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export { buildUrl } from './api-url';

/** The text a failure shows: the server's msg, else the error's message, else "Network Error". */
export function messageFor(err: unknown): string {
  const texts = apiClientRuntime();
  if (err instanceof ApiRequestError) return err.message || texts.networkError;
  if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return texts.timeout;
  // fetch() rejects with a TypeError ("Failed to fetch") when the network is down: say so in the user's language.
  if (err instanceof TypeError) return texts.networkError;
  return err instanceof Error && err.message ? err.message : texts.networkError;
}

/** A refusal of the session itself (41000x): the API client has signed out, gone home and said why. */
export function isSessionEnded(err: unknown): boolean {
  return err instanceof ApiRequestError && SESSION_UNUSABLE_STATUSES.includes(err.status);
}

/** Sonner's id for the session-ended toast: however many calls meet the ended session, it is said once. */
const SESSION_ENDED_TOAST = 'session-ended';

/**
 * The spec's failure toast, shared by every browser call (JSON, uploads, downloads): the server's msg,
 * else the error's message, else "Network Error". A caller that shows the problem itself passes
 * `quiet`, and a caller that cancelled hears nothing. One answer is said even to a quiet caller: a
 * session the server refuses (41000x) has signed the buyer out and taken them home, where nothing of
 * the page that asked is left to explain it, so its msg ("Your session has ended…") is the toast.
 */
export function toastFailure(err: unknown, options: { quiet?: boolean; signal?: AbortSignal; endingSession?: boolean }): void {
  if (isSessionEnded(err)) {
    if (!options.endingSession) toast.error(messageFor(err), { id: SESSION_ENDED_TOAST });
    return;
  }
  if (!options.quiet && options.signal?.aborted !== true) toast.error(messageFor(err));
}

/** Signs out after a 41000x answer and goes home. */
export function endSession(): void {
  userAccount.logout();
  emit('logout:ok', { reason: 'session-unusable' });
  apiClientRuntime().goHome();
}

async function send<T>(method: ApiMethod, path: string, options: ApiRequestOptions): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const { token } = userAccountStore.getState();
  if (token && !options.noAuth) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = await xsrfToken(method, API_TIMEOUT_MS);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    keepalive: options.keepalive,
    signal: timeoutSignal(API_TIMEOUT_MS, options.signal),
  });

  const envelope = (await response.json().catch(() => null)) as {
    status?: unknown;
    msg?: unknown;
    data?: unknown;
    errors?: Array<{ path: string; message: string }>;
  } | null;
  if (!envelope || typeof envelope.status !== 'number') {
    throw new ApiRequestError('', 0, response.status);
  }
  if (SESSION_UNUSABLE_STATUSES.includes(envelope.status)) endSession();
  // Only envelope status 200 (on an HTTP 2xx answer) carries data.
  if (envelope.status !== STATUS.OK || !response.ok) {
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    throw new ApiRequestError(msg, envelope.status, response.status, envelope.errors ?? []);
  }
  return envelope.data as T;
}

/**
 * The one way the browser calls the API: adds site/lang, Authorization (unless noAuth) and the XSRF
 * header, times out after 30 s, unwraps the `{status,msg,data}` envelope and resolves with `data`.
 * On any failure it shows a toast (server msg, else the error's message, else "Network Error") and
 * rejects with the error; 410000–410002 also sign the user out and go to `/`, and are toasted even
 * for a quiet caller (toastFailure).
 */
export async function apiRequest<T>(
  method: ApiMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  try {
    return await send<T>(method, path, options);
  } catch (err) {
    // A caller that cancelled on purpose (unmounted, typed on) does not want a toast.
    toastFailure(err, options);
    throw err instanceof ApiRequestError ? err : new ApiRequestError(messageFor(err), 0, null);
  }
}
