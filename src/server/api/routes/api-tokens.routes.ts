import { createRoute, z } from '@hono/zod-openapi';
import {
  API_TOKEN_LIMITS,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  revokeApiTokenBodySchema,
} from '@/contracts/api-tokens';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { json, jsonBody } from '../resource';
import { buyerErrors as errors, buyerLocaleQuery as query, buyerSecurity as security } from '../buyer-route-docs';

/*
 * The owner's access tokens for the buyer API (contracts only; handlers in api-tokens.handlers.ts).
 * docs/decisions/0068-buyer-api.md.
 */

const tags = ['Company'];
const OWNER = "Role: the company's owner (main account); a colleague gets 403000 ownerOnly and nothing changes. ";
const refusals = {
  403: json(errorEnvelopeSchema, '403000 ownerOnly (a colleague), apiAccessPlanRequired (the plan does not grant API access; the message names the plan that does), or 403001 XSRF.'),
};

export const listApiTokensRoute = createRoute({
  method: 'get',
  path: '/api/company/api-tokens',
  tags,
  security,
  summary: "Your company's access tokens for the buyer API",
  description: OWNER + 'Newest first, revoked and expired ones too, each with its last use and seven days of calls; never a secret.',
  request: query,
  responses: { 200: json(envelopeSchema(apiTokenListSchema), 'The tokens.'), ...errors, ...refusals },
});

export const createApiTokenRoute = createRoute({
  method: 'post',
  path: '/api/company/api-tokens',
  tags,
  security,
  summary: 'Create an access token',
  description:
    OWNER +
    `On a plan with API access. The answer carries \`token\`, the secret, this once: it is stored only as a hash. At most ${API_TOKEN_LIMITS.perCompany} usable tokens (409000 apiTokensFull).`,
  request: { ...query, ...jsonBody(createApiTokenBodySchema) },
  responses: {
    200: json(envelopeSchema(createdApiTokenSchema), 'Created (msg apiTokenCreated).'),
    409: json(errorEnvelopeSchema, '409000 apiTokensFull.'),
    ...errors,
    ...refusals,
  },
});

export const revokeApiTokenRoute = createRoute({
  method: 'post',
  path: '/api/company/api-tokens/revoke',
  tags,
  security,
  summary: 'Revoke an access token',
  description: OWNER + 'Its next call is refused (410003 apiTokenRevoked). Revoking a revoked token changes nothing.',
  request: { ...query, ...jsonBody(revokeApiTokenBodySchema) },
  responses: {
    200: json(envelopeSchema(z.object({})), 'Revoked (msg apiTokenRevokedDone).'),
    404: json(errorEnvelopeSchema, "404000 apiTokenNotFound (another company's reads the same)."),
    ...errors,
    ...refusals,
  },
});
