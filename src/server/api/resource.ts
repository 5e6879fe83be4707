import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema, STATUS } from '@/contracts/envelope';
import type { AppEnv } from './context';
import { localeQueryShape } from './locale-query';
import { translateApi, type ApiMessageKey } from './translate';

/*
 * The pieces every API resource is declared and answered with: a route module declares its routes
 * (`*.routes.ts`) from these and answers them (`*.handlers.ts`) with okWith; no route module imports
 * from another.
 */

/** Success envelope with a specific translated `msg` (the client toasts it), never cached. */
export function okWith<T>(c: Context<AppEnv>, key: ApiMessageKey, data: T, params: Record<string, string | number> = {}) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: STATUS.OK, msg: translateApi(c.get('lang') ?? 'zh', key, params), data }, 200);
}

/** A JSON answer of `schema`, as the OpenAPI document describes it. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A required JSON request body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const commonErrors = {
  400: json(
    errorEnvelopeSchema,
    '400000 (site/lang, JSON) or 400001 (a field is not valid; `errors` lists them).',
  ),
  403: json(
    errorEnvelopeSchema,
    '403001: XSRF header missing or not matching the cookie (or a refusal listed above).',
  ),
  500: json(errorEnvelopeSchema, 'Unexpected failure (500000).'),
};

/** The spec's `site` and `lang` query parameters, on every call. */
export const localeQuery = { query: z.object(localeQueryShape) };

/** The largest id of a `serial` column; the outbox's `bigserial` ids go up to MAX_SAFE_INTEGER. */
export const SERIAL_ID_MAX = 2_147_483_647;

/** The `{id}` path parameter of a row: a positive whole number its column can hold. */
export function idParams(example: number, max: number = SERIAL_ID_MAX) {
  return {
    params: z.object({
      id: z.coerce.number().int().positive().max(max).openapi({ param: { name: 'id', in: 'path' }, type: 'integer', example }),
    }),
  };
}

/** How an inquiry moves between its states, for the buyer's and the console's inquiry routes. */
export const INQUIRY_STATES_DOC =
  'States: 100 submitted, 200 quoted, 300 accepted, 400 expired (quoted, validity day passed — derived, never stored), 500 closed. ' +
  'Buyer: accepts 200 → 300 (not once expired); closes 100/200/400 → 500. Operator: quotes 100/200/400 → 200 (a re-quote replaces the prices); closes 100/200/400 → 500.';
