import { STATUS } from '@/contracts/envelope';
import type { Lang } from '@/contracts/site';
import { ApiError } from '../api/api-error';
import { translateApi, type ApiMessageKey } from '../api/translate';

/** A 400001 naming one field, with its message translated like the zod field errors. */
export function fieldError(
  lang: Lang,
  path: string,
  key: ApiMessageKey,
  params: Record<string, string | number> = {},
): ApiError {
  return new ApiError(STATUS.VALIDATION_FAILED, key, params, [
    { path, message: translateApi(lang, key, params) },
  ]);
}
