import type { OpenAPIHono } from '@hono/zod-openapi';
import { STATUS } from '@/contracts/envelope';
import type { VinDecode } from '@/contracts/vehicles';
import { getDb } from '../../db';
import { checkProductFit } from '../../vehicles/check-product-fit';
import { listVehicleMakes, listVehicleModels, listVehicleYears } from '../../vehicles/list-vehicle-options';
import { lookUpVin } from '../../vehicles/look-up-vin';
import { ApiError } from '../api-error';
import { catalogueAnswer, sendAnswer } from '../catalogue-answer';
import { PUBLIC_CATALOGUE_CACHE } from '../cache-control';
import type { AppEnv } from '../context';
import { fail, failWith, ok } from '../respond';
import { validationError } from '../validation-errors';
import * as r from './vehicles.routes';


/** Vehicle routes: parse, call one server/vehicles operation, answer (cached per URL like the catalogue). */
export function registerVehicleRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.vehicleYearsRoute, async (c) => {
    const db = await getDb();
    const lang = c.get('lang');
    const answer = await catalogueAnswer(db, 'years', lang, () => listVehicleYears(db));
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(r.vehicleMakesRoute, async (c) => {
    const { year } = c.req.valid('query');
    const db = await getDb();
    const lang = c.get('lang');
    const answer = await catalogueAnswer(db, `makes:${year}`, lang, () => listVehicleMakes(db, year));
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(r.vehicleModelsRoute, async (c) => {
    const { year, make } = c.req.valid('query');
    const db = await getDb();
    const lang = c.get('lang');
    const key = `models:${year}:${make}`;
    const answer = await catalogueAnswer(db, key, lang, () => listVehicleModels(db, year, make));
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(r.vinLookupRoute, async (c) => {
    const decoded = await lookUpVin(await getDb(), c.req.valid('param').vin);
    c.header('Cache-Control', PUBLIC_CATALOGUE_CACHE);
    return ok<VinDecode>(c, decoded);
  });

  app.openapi(
    r.productFitRoute,
    async (c) => {
      const { skuCode } = c.req.valid('param');
      const { vehicle } = c.req.valid('query');
      const db = await getDb();
      const lang = c.get('lang');
      const answer = await catalogueAnswer(db, `fits:${skuCode}:${vehicle}`, lang, async () => {
        const fit = await checkProductFit(db, skuCode, vehicle);
        if (!fit) throw new ApiError(STATUS.NOT_FOUND, 'productNotFound', { sku: skuCode });
        return fit;
      });
      return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
    },
    // A malformed SKU names no product: answer like an unknown one (as the product route does).
    (result, c) => {
      if (result.success) return;
      if (result.target === 'param') {
        const shown = (c.req.param('skuCode') ?? '').replace(/[^\w-]/g, '?').slice(0, 40);
        return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: shown });
      }
      return failWith(c, validationError(c.get('lang'), result.error.issues));
    },
  );
}
