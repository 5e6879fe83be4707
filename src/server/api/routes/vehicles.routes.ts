import { createRoute, z } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { skuCodeSchema } from '@/contracts/catalog';
import {
  productFitQuerySchema,
  productFitSchema,
  vehicleMakeSchema,
  vehicleMakesQuerySchema,
  vehicleModelSchema,
  vehicleModelsQuerySchema,
  vehicleYearsSchema,
  vinDecodeSchema,
  vinParamsSchema,
} from '@/contracts/vehicles';
import { localeQueryShape } from '../locale-query';
import { json } from '../resource';

/* Vehicles (contracts only; handlers in vehicles.handlers.ts). All public and cacheable: the
 * answers depend on the URL alone. */

const tags = ['Vehicles'];
const errors = {
  400: json(errorEnvelopeSchema, '400000 (unknown site/lang) or 400001 (a parameter is not valid; `errors` lists it).'),
  500: json(errorEnvelopeSchema, 'Unexpected failure (500000).'),
  503: json(errorEnvelopeSchema, 'Database briefly unavailable (503000); retry.'),
};
const year = vehicleMakesQuerySchema.shape.year.meta({ description: 'Model year.', type: 'integer', minimum: 1900, maximum: 2100, example: 2019 });

export const vehicleYearsRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/years',
  tags,
  summary: 'Model years with vehicles',
  description: 'The first select of the "my vehicle" picker: every model year in the vehicle table, newest first.',
  request: { query: z.object(localeQueryShape) },
  responses: { 200: json(envelopeSchema(vehicleYearsSchema), 'Years, newest first.'), ...errors },
});

export const vehicleMakesRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/makes',
  tags,
  summary: 'Makes of a model year',
  description: 'Makes with at least one vehicle in `year`, alphabetical; `make_zh` is the Chinese name (the English one where there is none). An unknown year answers an empty list.',
  request: { query: vehicleMakesQuerySchema.extend({ year }).extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(z.array(vehicleMakeSchema)), 'Makes.'), ...errors },
});

export const vehicleModelsRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/models',
  tags,
  summary: 'Models of a make in a model year',
  description: 'Each model is one vehicle: its `id` is what listings take as `vehicle=<id>`. `engine` lists common engines where known.',
  request: {
    query: vehicleModelsQuerySchema
      .extend({ year, make: vehicleModelsQuerySchema.shape.make.meta({ description: 'Make as /api/vehicles/makes spells it (English).', example: 'Toyota' }) })
      .extend(localeQueryShape),
  },
  responses: { 200: json(envelopeSchema(z.array(vehicleModelSchema)), 'Models.'), ...errors },
});

export const vinLookupRoute = createRoute({
  method: 'get',
  path: '/api/vehicles/vin/{vin}',
  tags,
  summary: 'Decode a VIN to a vehicle',
  description:
    '17 characters without I, O, Q (case and surrounding spaces ignored). The check digit (position 9) is enforced for North American (WMI 1–5) and Chinese (L) VINs and not checked for others (`check_digit: not-applicable`). ' +
    'Position 10 gives the model year (position 7 separates the 1980 and 2010 cycles in North America); the WMI gives the make; vPIC patterns give the model where they can. ' +
    '`vehicle_id` is null when the model is not known: pick it from /api/vehicles/models for that year and make.',
  request: {
    params: vinParamsSchema.extend({ vin: vinParamsSchema.shape.vin.meta({ description: 'The VIN.', example: '1HGCM82633A004352' }) }),
    query: z.object(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(vinDecodeSchema), 'The decoded VIN.'),
    404: json(errorEnvelopeSchema, '404000 vinUnknownMaker: a well-formed VIN whose maker (WMI) we do not know.'),
    ...{
      ...errors,
      400: json(errorEnvelopeSchema, '400001 with `errors[0].path` "vin": vinLength, vinCharacters or vinCheckDigit (translated); 400000 for site/lang.'),
    },
  },
});

export const productFitRoute = createRoute({
  method: 'get',
  path: '/api/products/{skuCode}/fits',
  tags,
  summary: 'Does a product fit a vehicle?',
  description:
    'For the product page\'s note under a cached page: `fits` when the product is linked to the vehicle, `universal` when it is linked to none. An unknown vehicle id simply does not fit.',
  request: {
    params: z.object({ skuCode: skuCodeSchema.meta({ description: 'Product code.', example: 'PM-1003-000123' }) }),
    query: productFitQuerySchema
      .extend({ vehicle: productFitQuerySchema.shape.vehicle.meta({ description: 'Vehicle id (from /api/vehicles/models).', type: 'integer', minimum: 1, example: 1 }) })
      .extend(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(productFitSchema), 'The answer.'),
    404: json(errorEnvelopeSchema, 'No such (active) product (404000, productNotFound).'),
    ...errors,
  },
});
