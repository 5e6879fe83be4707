import { createRoute } from '@hono/zod-openapi';
import type { ApiScope } from '@/contracts/api-tokens';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import { API_V1_PREFIX, declareApiScope } from '../security/api-scopes';
import { commonErrors, json } from './resource';

type RouteConfig = Parameters<typeof createRoute>[0];

/** The security scheme name of access tokens in the OpenAPI document. */
export const API_TOKEN_SCHEME = 'apiToken';

const rateHeaders = {
  'RateLimit-Limit': { description: 'Calls allowed in the current minute (the tighter of the token and company limits).', schema: { type: 'integer' as const } },
  'RateLimit-Remaining': { description: 'Calls left in the current minute.', schema: { type: 'integer' as const } },
  'RateLimit-Reset': { description: 'Seconds until the minute resets.', schema: { type: 'integer' as const } },
};

/** What every versioned route answers besides its own success. */
export const apiV1Errors = {
  ...commonErrors,
  401: json(errorEnvelopeSchema, '410000 apiTokenMissing (no Authorization header); 410003 apiTokenInvalid / apiTokenRevoked / apiTokenExpired / apiTokenRequired (a storefront session token); 410002 companyDisabled.'),
  403: json(errorEnvelopeSchema, "403000 apiAccessPlanRequired (the company's plan does not, or no longer, grant API access) or apiScopeMissing (the token lacks the route's scope)."),
  429: {
    ...json(errorEnvelopeSchema, '429000 apiRateLimited: the token or the company used its calls for this minute; `Retry-After` says when to try again.'),
    headers: { ...rateHeaders, 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } },
  },
};

/**
 * `createRoute` for the buyer API (`/api/v1/*`), with the one declaration of the scope it needs: the
 * token middleware enforces it and the OpenAPI document shows it as the security requirement.
 */
export function apiV1Route<R extends RouteConfig>(scope: ApiScope, config: R) {
  if (!config.path.startsWith(API_V1_PREFIX)) throw new Error(`apiV1Route is for ${API_V1_PREFIX}*: ${config.path}`);
  declareApiScope(config.method, config.path, scope);
  const note = `Scope: \`${scope}\`. Authorization: \`Bearer pmk_…\` (an access token of a plan with API access).`;
  return createRoute({
    ...config,
    tags: config.tags ?? ['Buyer API v1'],
    security: [{ [API_TOKEN_SCHEME]: [scope] }],
    description: config.description ? `${config.description}\n\n${note}` : note,
    'x-required-scope': scope,
  });
}

export { rateHeaders as apiV1RateHeaders };
