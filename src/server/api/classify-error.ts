import { HTTPException } from 'hono/http-exception';
import { STATUS, type StatusCode } from '@/contracts/envelope';
import type { ApiMessageKey } from './translate';

/**
 * Maps an unexpected error to what the client may see. Database unavailability is a 503 the client
 * can retry; a malformed JSON body is the client's 400; everything else is a generic 500 (logged).
 */
export function classifyError(err: unknown): { status: StatusCode; key: ApiMessageKey; log: boolean } {
  if (err instanceof HTTPException) {
    if (err.status === 400) return { status: STATUS.BAD_REQUEST, key: 'invalidJson', log: false };
    if (err.status === 504) return { status: STATUS.TIMEOUT, key: 'timeout', log: true };
    if (err.status === 413) return { status: STATUS.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge', log: false };
    if (err.status === 415) return { status: STATUS.UNSUPPORTED_MEDIA_TYPE, key: 'unsupportedMediaType', log: false };
    if (err.status >= 400 && err.status < 500) return { status: STATUS.BAD_REQUEST, key: 'badRequest', log: false };
  }
  if (err instanceof SyntaxError) return { status: STATUS.BAD_REQUEST, key: 'invalidJson', log: false };
  if (causeChain(err).some(isDatabaseUnavailable)) return { status: STATUS.UNAVAILABLE, key: 'unavailable', log: true };
  return { status: STATUS.INTERNAL, key: 'internal', log: true };
}

/** The error and its causes: the ORM wraps the driver's error ("Failed query: …", cause: the real one). */
function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 5 && !chain.includes(e); e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // statement timeout (query_canceled)
  '25P03', // idle_in_transaction_session_timeout
]);

function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = err instanceof Error ? err.message : '';
  return /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error)|connect ECONN|the database system is (starting|shutting) up/i.test(
    message,
  );
}
