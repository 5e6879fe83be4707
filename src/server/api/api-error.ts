import { STATUS, type StatusCode } from '@/contracts/envelope';
import type { ApiMessageKey } from './translate';

/** A failure the client should see: an envelope status plus a translated message key. */
export class ApiError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly key: ApiMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: { path: string; message: string }[],
  ) {
    super(key);
    this.name = 'ApiError';
  }

  static notFound(key: ApiMessageKey = 'notFound', params: Record<string, string | number> = {}) {
    return new ApiError(STATUS.NOT_FOUND, key, params);
  }
}
