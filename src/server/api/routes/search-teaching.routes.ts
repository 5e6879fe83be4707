import { createRoute, z } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  SEARCH_TERM_MAX,
  searchOpenedBodySchema,
  searchRuleInputSchema,
  searchRuleSchema,
  searchTermListSchema,
  searchTermsQuerySchema,
} from '@/contracts/search-teaching';
import { buyerErrors, buyerLocaleQuery, buyerSecurity } from '../buyer-route-docs';
import { localeQueryShape } from '../locale-query';
import { idParams, json, jsonBody } from '../resource';
import { staffRoute } from '../staff-route';
import { staffErrors, staffLocaleQuery, staffSecurity, staffTags } from '../staff-route-docs';

/*
 * The operator teaches search (docs/decisions/0070): the results page reports an opened result; the
 * console reads what buyers searched (no buyer identity) and keeps the vocabulary. Handlers in
 * search-teaching.handlers.ts.
 */

export const searchOpenedRoute = createRoute({
  method: 'post',
  path: '/api/search/opened',
  tags: ['Search'],
  security: buyerSecurity,
  summary: 'A result of a search was opened',
  description:
    "The results page sends its search's `log_token` (from GET /api/search) once when the buyer goes to a product from it. " +
    'The search log counts the search as opened; nothing about the buyer is kept. An unknown or malformed token is ignored.',
  request: { ...buyerLocaleQuery, ...jsonBody(searchOpenedBodySchema) },
  responses: { 200: json(envelopeSchema(z.null()), 'Counted (or ignored).'), ...buyerErrors },
});

export const searchTermsRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/search/terms',
  tags: staffTags,
  security: staffSecurity,
  summary: 'What buyers searched: queries that found nothing, or whose results nobody opened',
  description:
    'One row per China day, query and language (summed over sites), from the storefront\'s searches; no buyer identity is kept. ' +
    '`view=zero`: days on which the query found nothing; `view=unopened`: days on which it found something and no result was opened. ' +
    'Kept 90 days.',
  request: { query: searchTermsQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(searchTermListSchema), 'One page of rows.'), ...staffErrors },
});

export const searchRulesRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/search/rules',
  tags: staffTags,
  security: staffSecurity,
  summary: "The operator's search vocabulary: synonyms and rewrites",
  request: staffLocaleQuery,
  responses: { 200: json(envelopeSchema(z.array(searchRuleSchema)), 'Every rule, newest first.'), ...staffErrors },
});

export const searchRuleCreateRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/search/rules',
  tags: staffTags,
  security: staffSecurity,
  summary: 'Teach search a synonym or a rewrite',
  description:
    '`synonym`: `term` and `target` find each other (rules sharing a term form one group, on top of the shipped dictionary). ' +
    '`rewrite`: a keyword holding `term` is searched with `target` in its place. ' +
    `Terms are 1–${SEARCH_TERM_MAX} characters, stored in lower case. Every instance applies the change within seconds. ` +
    '409000 searchRuleExists for the same rule again, searchRuleRewriteExists for a second rewrite of one term. Audited.',
  request: { ...staffLocaleQuery, ...jsonBody(searchRuleInputSchema) },
  responses: {
    200: json(envelopeSchema(searchRuleSchema), 'The rule as saved.'),
    409: json(errorEnvelopeSchema, '409000 searchRuleExists or searchRuleRewriteExists.'),
    ...staffErrors,
  },
});

export const searchRuleDeleteRoute = staffRoute('operator', {
  method: 'delete',
  path: '/api/admin/search/rules/{id}',
  tags: staffTags,
  security: staffSecurity,
  summary: 'Remove a rule from the search vocabulary',
  description: 'Every instance stops applying it within seconds. Audited.',
  request: { ...staffLocaleQuery, ...idParams(3) },
  responses: {
    200: json(envelopeSchema(z.null()), 'Deleted.'),
    404: json(errorEnvelopeSchema, '404000 searchRuleNotFound.'),
    ...staffErrors,
  },
});
