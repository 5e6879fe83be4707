import { z } from 'zod';
import { cidSchema, skuCodeSchema } from './catalog';
import { exportFormatSchema } from './favorites';
import { vehicleIdSchema } from './vehicles';

/* The fitment export (plans with `fitment_export`): a product's vehicles, a vehicle's parts, or a category's parts with their vehicles. */

export const fitmentExportFormatQuery = {
  format: exportFormatSchema.default('xlsx').meta({ description: 'File type.', example: 'xlsx' }),
};

export const productFitmentExportParamsSchema = z.object({ skuCode: skuCodeSchema });

/** Exactly one of `vehicleId` (the parts that fit it) or `cid` (the category's parts, each with its vehicles). */
export const fitmentExportQuerySchema = z.object({
  vehicleId: vehicleIdSchema.optional(),
  cid: cidSchema.optional(),
  ...fitmentExportFormatQuery,
});
