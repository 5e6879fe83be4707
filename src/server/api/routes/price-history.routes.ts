import { createRoute, z } from '@hono/zod-openapi';
import { skuCodeSchema } from '@/contracts/catalog';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { PRICE_HISTORY_MONTHS, priceHistorySchema } from '@/contracts/price-history';
import { localeQueryShape } from '../locale-query';
import { json } from '../resource';
import { buyerErrors as errors, buyerSecurity as security } from '../buyer-route-docs';

/* A product's price history for members whose plan grants it (contract only; handler in price-history.handlers.ts). */

export const priceHistoryRoute = createRoute({
  method: 'get',
  path: '/api/products/{skuCode}/price-history',
  tags: ['Catalogue'],
  security,
  summary: 'Price history of a product (members whose plan grants it)',
  description:
    `Every change of the reference or member price in the last ${PRICE_HISTORY_MONTHS} months, per currency (USD, EUR, AUD, GBP), ` +
    'whatever made it (the console, a catalogue import or a direct database change), with the prices in force when the window opened. ' +
    'Amounts in minor units; `memberPrice` is what a member pays (the reference price where the product has no member price). ' +
    'Only for a signed-in buyer whose membership, now, grants price history: otherwise 403000 naming the cheapest plan that does; ' +
    'a membership that has ended is refused from the next call on. Never cached.',
  request: {
    params: z.object({
      skuCode: skuCodeSchema.meta({
        description: 'Product code: A–Z, 0–9 and hyphens, 3–40 characters.',
        example: 'PM-1003-000123',
      }),
    }),
    query: z.object(localeQueryShape),
  },
  responses: {
    ...errors,
    200: json(envelopeSchema(priceHistorySchema), 'The history, one series per currency.'),
    403: json(
      errorEnvelopeSchema,
      '403000 priceHistoryPlanRequired (names the cheapest plan granting it) or priceHistoryNotOffered; 403001 XSRF.',
    ),
    404: json(errorEnvelopeSchema, '404000 productNotFound: no such (listed) product, or a malformed SKU.'),
  },
});
