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
    // A JSON route sent another Content-Type (the OpenAPI media-type gate).
    if (err.status === 415) return { status: STATUS.UNSUPPORTED_MEDIA_TYPE, key: 'unsupportedMediaType', log: false };
  }
  if (err instanceof SyntaxError) return { status: STATUS.BAD_REQUEST, key: 'invalidJson', log: false };
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: string } | null)?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  const unavailable =
    /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|connect ECONN|the database system is (starting|shutting) up/i.test(
      message,
    ) ||
    code === 'ECONNREFUSED' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now
    code === '53300' || // too_many_connections
    code === '57014'; // statement timeout (query_canceled)
  if (unavailable) return { status: STATUS.UNAVAILABLE, key: 'unavailable', log: true };
  return { status: STATUS.INTERNAL, key: 'internal', log: true };
}
