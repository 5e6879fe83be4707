/**
 * The one catalogue of envelope `status` codes, without zod so the browser's API client can use it.
 * `envelope.ts` re-exports it next to the envelope schemas. HTTP status mirrors the class (first
 * three digits) so caches and monitors see it too. 410000–410002 tell the client its session is unusable.
 */
export const STATUS = {
  OK: 200,
  BAD_REQUEST: 400000,
  VALIDATION_FAILED: 400001,
  UNAUTHENTICATED: 410000,
  SESSION_EXPIRED: 410001,
  ACCOUNT_UNAVAILABLE: 410002,
  /** Buyer API (`/api/v1/*`): the access token is unknown, revoked, expired or not an access token. */
  API_TOKEN_INVALID: 410003,
  FORBIDDEN: 403000,
  XSRF_FAILED: 403001,
  SECOND_FACTOR_REQUIRED: 403002,
  NOT_FOUND: 404000,
  METHOD_NOT_ALLOWED: 405000,
  CONFLICT: 409000,
  PAYLOAD_TOO_LARGE: 413000,
  UNSUPPORTED_MEDIA_TYPE: 415000,
  RATE_LIMITED: 429000,
  INTERNAL: 500000,
  UNAVAILABLE: 503000,
  TIMEOUT: 504000,
} as const;
export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

export const SESSION_UNUSABLE_STATUSES: readonly number[] = [
  STATUS.UNAUTHENTICATED,
  STATUS.SESSION_EXPIRED,
  STATUS.ACCOUNT_UNAVAILABLE,
];

/** HTTP status for an envelope status. 4100xx are authentication failures: 401. */
export function httpStatusFor(status: number): number {
  if (status === STATUS.OK) return 200;
  if (status >= 410000 && status <= 410999) return 401;
  const cls = Math.floor(status / 1000);
  return cls >= 400 && cls <= 599 ? cls : 500;
}
