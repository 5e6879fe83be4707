import { z } from 'zod';

/**
 * The one catalogue of envelope `status` codes. HTTP status mirrors the class (first three digits)
 * so caches and monitors see it too. 410000–410002 tell the client its session is unusable.
 */
export const STATUS = {
  OK: 200,
  BAD_REQUEST: 400000,
  VALIDATION_FAILED: 400001,
  UNAUTHENTICATED: 410000,
  SESSION_EXPIRED: 410001,
  ACCOUNT_UNAVAILABLE: 410002,
  FORBIDDEN: 403000,
  XSRF_FAILED: 403001,
  NOT_FOUND: 404000,
  METHOD_NOT_ALLOWED: 405000,
  CONFLICT: 409000,
  PAYLOAD_TOO_LARGE: 413000,
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

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), msg: z.string(), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: z.null(),
  /** Field-level problems for validation failures: path and translated message. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type Envelope<T> = { status: 200; msg: string; data: T } | ErrorEnvelope;
