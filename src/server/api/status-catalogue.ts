import { httpStatusFor, STATUS, type StatusCode } from '@/contracts/envelope';
import type { ApiMessageKey } from './translate';

export type StatusEntry = { status: StatusCode; name: string; http: number; meaning: string; exampleKey: ApiMessageKey };

const MEANINGS: Record<keyof typeof STATUS, { meaning: string; exampleKey: ApiMessageKey }> = {
  OK: { meaning: 'Success; only this status carries `data`.', exampleKey: 'ok' },
  BAD_REQUEST: { meaning: 'The request is malformed (unknown site or lang, body not JSON).', exampleKey: 'invalidSite' },
  VALIDATION_FAILED: { meaning: 'A parameter or field is not valid; `errors` lists each path with a translated message.', exampleKey: 'validationFailed' },
  UNAUTHENTICATED: { meaning: 'No usable session: the client logs out and goes to /.', exampleKey: 'unauthenticated' },
  SESSION_EXPIRED: { meaning: 'The session expired or was revoked: the client logs out and goes to /.', exampleKey: 'sessionExpired' },
  ACCOUNT_UNAVAILABLE: { meaning: 'Account disabled or not approved: the client logs out and goes to /.', exampleKey: 'accountUnavailable' },
  API_TOKEN_INVALID: { meaning: 'Buyer API (/api/v1): the access token is unknown, revoked, expired, or a storefront session token; `msg` says which.', exampleKey: 'apiTokenInvalid' },
  FORBIDDEN: { meaning: 'Signed in, but not allowed to do this.', exampleKey: 'forbidden' },
  XSRF_FAILED: { meaning: 'A mutating call without a matching X-XSRF-TOKEN header and XSRF-TOKEN cookie.', exampleKey: 'xsrfFailed' },
  SECOND_FACTOR_REQUIRED: { meaning: 'A staff route needs this session to pass the TOTP second factor first (role admin).', exampleKey: 'secondFactorRequired' },
  NOT_FOUND: { meaning: 'Unknown path, category or product; `msg` names it.', exampleKey: 'notFound' },
  METHOD_NOT_ALLOWED: { meaning: 'The path exists but not for this method.', exampleKey: 'methodNotAllowed' },
  CONFLICT: { meaning: 'The change conflicts with the current state (e.g. already exists).', exampleKey: 'conflict' },
  PAYLOAD_TOO_LARGE: { meaning: 'The request body exceeds its limit (1 MB for JSON; 5 MB for an inquiry attachment, 1 MB for a parts list).', exampleKey: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { meaning: 'A body that is not JSON, or a file of a type the route does not take (checked by content, not by name).', exampleKey: 'unsupportedMediaType' },
  RATE_LIMITED: { meaning: 'Too many requests; wait and retry.', exampleKey: 'rateLimited' },
  INTERNAL: { meaning: 'Unexpected server failure (logged with the request id); no details are sent.', exampleKey: 'internal' },
  UNAVAILABLE: { meaning: 'The database is briefly unavailable; retry shortly.', exampleKey: 'unavailable' },
  TIMEOUT: { meaning: 'The request took longer than 30 seconds.', exampleKey: 'timeout' },
};

/** Every envelope status with its HTTP status and meaning, in the order of the catalogue. */
export const STATUS_CATALOGUE: readonly StatusEntry[] = (Object.keys(STATUS) as (keyof typeof STATUS)[]).map((name) => ({
  status: STATUS[name],
  name,
  http: httpStatusFor(STATUS[name]),
  ...MEANINGS[name],
}));
