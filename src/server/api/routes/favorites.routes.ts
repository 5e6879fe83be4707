import { createRoute } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  FAVORITE_LIMITS,
  favoriteIdsSchema,
  favoriteListQuerySchema,
  favoriteListSchema,
  favoriteToggleResultSchema,
  productRefParamsSchema,
} from '@/contracts/favorites';
import { EXPORT_LIMITS } from '../../exports/export-limits';
import { exportContentType } from '../../exports/export-file';
import { localeQueryShape } from '../locale-query';
import { json } from '../resource';
import { buyerErrors as errors, buyerLocaleQuery as query, buyerSecurity as security } from '../buyer-route-docs';

/* The buyer's favourites (contracts only; handlers in favorites.handlers.ts). `/ids` is registered
 * as a GET only, so it never meets the `{id}` routes (POST, DELETE). */

const tags = ['Favourites'];
const binary = { schema: { type: 'string', format: 'binary' } as const };
const productParams = {
  params: productRefParamsSchema.extend({
    id: productRefParamsSchema.shape.id.meta({
      description:
        'The product: its SKU code as the storefront links it (`/product/{skuCode}`, any case), or — when all digits — its numeric id.',
      example: 'PM-2804-000001',
    }),
  }),
};
const toggled = (what: string) => json(envelopeSchema(favoriteToggleResultSchema), what);

export const addFavoriteRoute = createRoute({
  method: 'post',
  path: '/api/favorite/{id}',
  tags,
  security,
  summary: 'Save a product as a favourite',
  description: `Idempotent: saving it again keeps the first date. Only listed products; at most ${FAVORITE_LIMITS.maxPerUser} per buyer (409000 favoriteLimitReached). No body.`,
  request: { ...productParams, ...query },
  responses: {
    200: toggled('Saved (msg favoriteAdded); `favorite` is true.'),
    404: json(
      errorEnvelopeSchema,
      '404000 productNotFound: no such product, not listed, or a malformed reference.',
    ),
    409: json(errorEnvelopeSchema, '409000 favoriteLimitReached.'),
    ...errors,
  },
});

export const removeFavoriteRoute = createRoute({
  method: 'delete',
  path: '/api/favorite/{id}',
  tags,
  security,
  summary: 'Remove a product from your favourites',
  description:
    'Listed or not. A product that is not among your favourites answers 404000 favoriteNotFound (whoever else saved it).',
  request: { ...productParams, ...query },
  responses: {
    200: toggled('Removed (msg favoriteRemoved); `favorite` is false.'),
    404: json(errorEnvelopeSchema, '404000 productNotFound or favoriteNotFound.'),
    ...errors,
  },
});

export const listFavoritesRoute = createRoute({
  method: 'get',
  path: '/api/favorite',
  tags,
  security,
  summary: 'Your favourites (newest first), or an export of them',
  description:
    'Listed products only, as product cards in `lang` and the `site` currency, with the date each was saved. ' +
    '`cid`: a category (a top one includes its children; "0" all; unknown → 404000 categoryNotFound). ' +
    '`keyword`: literal, case-insensitive, on both titles, brand, part number, SKU and OE numbers (at most 100 characters, no control characters). ' +
    `\`export=xlsx|csv\`: every matching row (page and pageSize ignored) as a streamed download, headers in \`lang\`, dates in China time (UTC+8); ` +
    `at most ${EXPORT_LIMITS.maxRows} rows (413000 exportTooLarge) and ${EXPORT_LIMITS.perUserHour} exports an hour per buyer (429000 exportRateLimited). ` +
    'The file name is `favorites-YYYY-MM-DD` (en) or `收藏夹-YYYY-MM-DD` (zh) in Content-Disposition (ASCII `filename` and UTF-8 `filename*`).',
  request: { query: favoriteListQuerySchema.extend(localeQueryShape) },
  responses: {
    200: {
      description: 'One page (JSON), or the file when `export` is given.',
      content: {
        'application/json': { schema: envelopeSchema(favoriteListSchema) },
        [exportContentType('xlsx')]: binary,
        [exportContentType('csv')]: binary,
      },
    },
    404: json(errorEnvelopeSchema, '404000 categoryNotFound.'),
    413: json(errorEnvelopeSchema, '413000 exportTooLarge.'),
    429: json(errorEnvelopeSchema, '429000 exportRateLimited.'),
    ...errors,
  },
});

export const favoriteIdsRoute = createRoute({
  method: 'get',
  path: '/api/favorite/ids',
  tags,
  security,
  summary: 'SKU codes of all your favourites',
  description:
    'For the hearts on cached catalogue pages: every listed product you saved, newest first. Never cached.',
  request: query,
  responses: { 200: json(envelopeSchema(favoriteIdsSchema), 'The SKU codes.'), ...errors },
});
