import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { STATUS } from '@/contracts/envelope';
import { getDb } from '../../db';
import { DomainError } from '../../domain-error';
import { exportCategoryFitment } from '../../vehicles/export-category-fitment';
import { exportProductFitment } from '../../vehicles/export-product-fitment';
import { exportVehicleParts } from '../../vehicles/export-vehicle-parts';
import type { FitmentExportCaller } from '../../vehicles/fitment-export-file';
import type { AppEnv } from '../context';
import { exportResponse } from '../export-response';
import { fail, failWith } from '../respond';
import { validationError } from '../validation-errors';
import * as r from './fitment-export.routes';

/** The signed-in buyer as the exports read them: staff have no company and so no plan (403). */
const caller = (c: Context<AppEnv>, format: FitmentExportCaller['format']): FitmentExportCaller => ({
  userId: c.get('user').id,
  company: c.get('company') ?? null,
  lang: c.get('lang'),
  format,
});

/** The files, not envelopes: each route's 200 documents the two file types. */
const asFile = (response: Response) => response as never;

/** Fitment exports: each parses, calls one server/vehicles export, and streams the file. */
export function registerFitmentExportRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(
    r.productFitmentExportRoute,
    async (c) => {
      const { format } = c.req.valid('query');
      const file = await exportProductFitment(await getDb(), { ...caller(c, format), skuCode: c.req.valid('param').skuCode });
      return asFile(exportResponse(file));
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

  app.openapi(r.fitmentExportRoute, async (c) => {
    const { vehicleId, cid, format } = c.req.valid('query');
    if ((vehicleId === undefined) === (cid === undefined)) throw DomainError.field('vehicleId', 'fitmentExportScope');
    const db = await getDb();
    const file =
      vehicleId !== undefined
        ? await exportVehicleParts(db, { ...caller(c, format), vehicleId })
        : await exportCategoryFitment(db, { ...caller(c, format), cid: cid! });
    return asFile(exportResponse(file));
  });
}
