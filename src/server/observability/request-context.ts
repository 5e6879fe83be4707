import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request a line of log belongs to. One store per process on globalThis: the production server
 * (scripts/serve.ts) opens the request's scope, and Next's bundles, which hold their own copy of this
 * module, read the same store.
 */
type RequestScope = { requestId: string };

const holder = globalThis as typeof globalThis & { __partsmallRequestScope?: AsyncLocalStorage<RequestScope> };
const store = (holder.__partsmallRequestScope ??= new AsyncLocalStorage<RequestScope>());

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy we trust may hand us: nginx's $request_id (32 hex digits), a UUID, or any other
 * token of 8–128 letters, digits and `-_.:` — never spaces, quotes or markup, which would reach logs
 * and the 500 page.
 */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_SHAPE.test(value);
}

export function newRequestId(): string {
  return randomUUID();
}

/**
 * The request's id: the incoming X-Request-Id when the caller is trusted to set it (TRUST_PROXY, or
 * our own server stamped it) and it has the shape of one; otherwise a new one.
 */
export function chooseRequestId(incoming: string | string[] | null | undefined, trusted: boolean): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return trusted && isRequestId(value) ? value : newRequestId();
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return store.run({ requestId }, fn);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}
