import { STATUS, type StatusCode } from '@/contracts/envelope';
import type { Lang } from '@/contracts/site';
import type { DomainError, DomainErrorKind } from '../domain-error';
import { ApiError } from './api-error';
import { translateApi } from './translate';

const STATUS_BY_KIND: Record<DomainErrorKind, StatusCode> = {
  invalid: STATUS.VALIDATION_FAILED,
  notFound: STATUS.NOT_FOUND,
  forbidden: STATUS.FORBIDDEN,
  conflict: STATUS.CONFLICT,
  tooLarge: STATUS.PAYLOAD_TOO_LARGE,
  unsupportedType: STATUS.UNSUPPORTED_MEDIA_TYPE,
  rateLimited: STATUS.RATE_LIMITED,
  unavailable: STATUS.UNAVAILABLE,
};

/** A domain refusal as the envelope the client reads: status by kind, every field message translated. */
export function apiErrorFromDomain(err: DomainError, lang: Lang): ApiError {
  const fieldErrors = err.fields.map((f) => ({ path: f.path, message: translateApi(lang, f.key, f.params ?? {}) }));
  return new ApiError(STATUS_BY_KIND[err.kind], err.key, err.params, fieldErrors.length ? fieldErrors : undefined);
}
