import type { Context } from 'hono';
import { httpStatusFor, STATUS, type StatusCode } from '@/contracts/envelope';
import type { AppEnv } from './context';
import { translateApi, type ApiMessageKey } from './translate';
import type { ApiError } from './api-error';

/** Success envelope: `{ status: 200, msg, data }`. */
export function ok<T>(c: Context<AppEnv>, data: T) {
  return c.json({ status: STATUS.OK, msg: translateApi(c.get('lang') ?? 'zh', 'ok'), data }, 200);
}

export function fail(
  c: Context<AppEnv>,
  status: StatusCode,
  key: ApiMessageKey,
  params: Record<string, string | number> = {},
  fieldErrors?: { path: string; message: string }[],
) {
  const lang = c.get('lang') ?? 'zh';
  const body = {
    status,
    msg: translateApi(lang, key, params),
    data: null,
    ...(fieldErrors?.length ? { errors: fieldErrors } : {}),
  };
  return c.json(body, httpStatusFor(status) as 400);
}

export function failWith(c: Context<AppEnv>, err: ApiError) {
  return fail(c, err.status, err.key, err.params, err.fieldErrors);
}
