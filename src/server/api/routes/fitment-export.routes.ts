import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import { fitmentExportFormatQuery, fitmentExportQuerySchema, productFitmentExportParamsSchema } from '@/contracts/fitment-export';
import { EXPORT_LIMITS } from '../../exports/export-limits';
import { exportContentType } from '../../exports/export-file';
import { localeQueryShape } from '../locale-query';
import { json } from '../resource';
import { buyerErrors as errors, buyerSecurity as security } from '../buyer-route-docs';

/* The fitment export (contracts only; handlers in fitment-export.handlers.ts): signed-in buyers whose plan grants `fitment_export`. */

const tags = ['Vehicles'];
const binary = { schema: { type: 'string', format: 'binary' } as const };
const file = {
  description: 'The file, streamed; its name (in `lang`, with an ASCII fallback) in Content-Disposition.',
  content: { [exportContentType('xlsx')]: binary, [exportContentType('csv')]: binary },
};
const limits =
  `Headers in \`lang\`; cells never start a formula. At most ${EXPORT_LIMITS.maxRows} rows (413000 exportTooLarge) and ` +
  `${EXPORT_LIMITS.perUserHour} exports an hour per buyer, all exports together (429000 exportRateLimited). ` +
  'A plan without the fitment export answers 403000 fitmentExportPlan naming the cheapest plan that has it; a membership that has ended grants nothing from the next request on.';
const refusals = {
  403: json(errorEnvelopeSchema, '403000 fitmentExportPlan or fitmentExportNoPlan: the plan does not include the export.'),
  413: json(errorEnvelopeSchema, '413000 exportTooLarge.'),
  429: json(errorEnvelopeSchema, '429000 exportRateLimited.'),
};

export const productFitmentExportRoute = createRoute({
  method: 'get',
  path: '/api/products/{skuCode}/fitment/export',
  tags,
  security,
  summary: 'Export the vehicles a product fits',
  description: `The product's fitment table (make, model, first and last model year, engine) as .xlsx or .csv. ${limits}`,
  request: {
    params: productFitmentExportParamsSchema.extend({
      skuCode: productFitmentExportParamsSchema.shape.skuCode.meta({ description: 'Product code.', example: 'PM-1003-000123' }),
    }),
    query: z.object(fitmentExportFormatQuery).extend(localeQueryShape),
  },
  responses: {
    200: file,
    404: json(errorEnvelopeSchema, '404000 productNotFound: no such listed product.'),
    ...refusals,
    ...errors,
  },
});

export const fitmentExportRoute = createRoute({
  method: 'get',
  path: '/api/fitment/export',
  tags,
  security,
  summary: 'Export the parts that fit a vehicle, or a category with its vehicles',
  description:
    '`vehicleId`: the listed parts linked to that vehicle (SKU, title, brand, part number, category, page). ' +
    '`cid`: the category\'s listed parts (a top category with its children), one row per part and vehicle range, a universal part once. ' +
    `Exactly one of the two (400001 fitmentExportScope). ${limits}`,
  request: {
    query: fitmentExportQuerySchema
      .extend({
        vehicleId: fitmentExportQuerySchema.shape.vehicleId.meta({ description: 'Vehicle id (from /api/vehicles/models).', type: 'integer', minimum: 1, example: 1 }),
        cid: fitmentExportQuerySchema.shape.cid.meta({ description: 'Category code.', example: '01' }),
      })
      .extend(localeQueryShape),
  },
  responses: {
    200: file,
    404: json(errorEnvelopeSchema, '404000 vehicleNotFound or categoryNotFound.'),
    ...refusals,
    ...errors,
  },
});
