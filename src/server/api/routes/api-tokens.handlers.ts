import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { createApiToken } from '../../api-tokens/create-api-token';
import { listApiTokens } from '../../api-tokens/list-api-tokens';
import { revokeApiToken } from '../../api-tokens/revoke-api-token';
import type { AppEnv } from '../context';
import { ownedCompany } from '../company-scope';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './api-tokens.routes';

/** The owner's access-token routes: parse, call one server/api-tokens operation, shape the envelope. */
export function registerApiTokenRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listApiTokensRoute, async (c) => okWith(c, 'ok', await listApiTokens(await getDb(), ownedCompany(c))));

  app.openapi(r.createApiTokenRoute, async (c) => {
    const created = await createApiToken(await getDb(), {
      company: ownedCompany(c),
      ownerId: c.get('user').id,
      ip: requestIp(c),
      lang: c.get('lang'),
      body: c.req.valid('json'),
    });
    return okWith(c, 'apiTokenCreated', created, { name: created.name });
  });

  app.openapi(r.revokeApiTokenRoute, async (c) => {
    const { name } = await revokeApiToken(await getDb(), {
      companyId: ownedCompany(c).id,
      ownerId: c.get('user').id,
      tokenId: c.req.valid('json').id,
      ip: requestIp(c),
    });
    return okWith(c, 'apiTokenRevokedDone', {}, { name });
  });
}
