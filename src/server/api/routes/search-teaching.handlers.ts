import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { listSearchTerms } from '../../search/teaching/list-search-terms';
import { recordSearchOpened } from '../../search/teaching/search-log';
import { addSearchRule, deleteSearchRule, listSearchRules } from '../../search/teaching/search-rules';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './search-teaching.routes';

/** The search log's opened beacon (buyers) and the console's search terms and vocabulary (operators). */
export function registerSearchTeachingRoutes(app: OpenAPIHono<AppEnv>): void {
  const actor = (c: Parameters<typeof requestIp>[0]) => ({ actorUserId: c.get('user').id, ip: requestIp(c) });

  app.openapi(r.searchOpenedRoute, async (c) => {
    await recordSearchOpened(await getDb(), c.req.valid('json').token);
    return okWith(c, 'ok', null);
  });

  app.openapi(r.searchTermsRoute, async (c) => okWith(c, 'ok', await listSearchTerms(await getDb(), c.req.valid('query'))));

  app.openapi(r.searchRulesRoute, async (c) => okWith(c, 'ok', await listSearchRules(await getDb())));

  app.openapi(r.searchRuleCreateRoute, async (c) => {
    const rule = await addSearchRule(await getDb(), { ...actor(c), rule: c.req.valid('json') });
    return okWith(c, 'searchRuleSaved', rule, { term: rule.term });
  });

  app.openapi(r.searchRuleDeleteRoute, async (c) => {
    await deleteSearchRule(await getDb(), { ...actor(c), id: c.req.valid('param').id });
    return okWith(c, 'searchRuleDeleted', null);
  });
}
