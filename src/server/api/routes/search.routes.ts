import { createRoute } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { SEARCH_LIMITS, searchQuerySchema, searchResultSchema, suggestQuerySchema, suggestResultSchema } from '@/contracts/search';
import { localeQueryShape } from '../locale-query';
import { commonErrors, json } from '../resource';

/* Keyword search for signed-in buyers (contracts only; handlers in search.handlers.ts). */

const security = [{ bearer: [] }];
const tags = ['Search'];
const errors = {
  401: json(errorEnvelopeSchema, '410000–410002: no usable session; the client signs out (search needs an account).'),
  ...commonErrors,
};

export const searchRoute = createRoute({
  method: 'get',
  path: '/api/search',
  tags,
  security,
  summary: 'Keyword search',
  description:
    'Listed products matching `keyword`: part numbers (SKU, maker, OE, cross-references) ignoring case, spaces, hyphens, dots and slashes, ' +
    'whole, prefix or partial, an exact number first; Chinese words (jieba with an auto-parts dictionary, synonyms, 1–2-character queries); ' +
    'English stems, synonyms and typos (5+ letters). Ranked by number match, title match in `lang`, other fields, popularity, unless `sort` says otherwise. ' +
    `Facets (brands, categories) ignore their own filter. Totals are exact up to ${SEARCH_LIMITS.countCap} (then \`total_capped\`). ` +
    'Highlights are [start, end) UTF-16 ranges into `title` and `partNumber`. Deep pages: pass `next_cursor` back as `cursor`. ' +
    'Each hit carries `trade`, the caller\'s trade data at their tier (as `GET /api/products/trade` answers it; the member block only on a plan with member data).',
  request: {
    query: searchQuerySchema
      .extend({
        keyword: searchQuerySchema.shape.keyword.meta({ description: `Search text, 1–${SEARCH_LIMITS.keywordMax} characters.`, example: '0 986 494' }),
        brand: searchQuerySchema.shape.brand.meta({ description: 'Brand filter: repeat the parameter or give a comma list.', example: 'Bosch' }),
        vehicle: searchQuerySchema.shape.vehicle.meta({ description: 'Vehicle id: only parts that fit it.', type: 'integer' }),
        page: searchQuerySchema.shape.page.meta({ type: 'integer', minimum: 1, maximum: 10_000, default: 1 }),
        pageSize: searchQuerySchema.shape.pageSize.meta({ type: 'integer', minimum: 1, default: 24 }),
      })
      .extend(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(searchResultSchema), 'One page of hits with facets.'),
    404: json(errorEnvelopeSchema, 'Unknown category (404000, categoryNotFound).'),
    ...errors,
  },
});

export const suggestRoute = createRoute({
  method: 'get',
  path: '/api/search/suggest',
  tags,
  security,
  summary: 'Search suggestions as you type',
  description: 'Up to 10: part numbers, categories, brands, products, labelled in `lang`, with highlight ranges into each label.',
  request: {
    query: suggestQuerySchema
      .extend({ q: suggestQuerySchema.shape.q.meta({ description: `What was typed so far, 1–${SEARCH_LIMITS.suggestMax} characters.`, example: '刹车' }) })
      .extend(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(suggestResultSchema), 'Suggestions.'),
    ...errors,
  },
});
