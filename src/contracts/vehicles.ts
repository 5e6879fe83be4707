import { z } from 'zod';
import { lineText } from './safe-text';

/* Vehicles: the "my vehicle" picker (year → make → model), VIN lookup and fitment checks. */

/** A vehicle id as it travels in URLs (`vehicle=<id>`) and queries. */
export const vehicleIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const vehicleYearSchema = z.coerce.number().int().min(1900).max(2100);
export const vehicleMakeNameSchema = lineText({ min: 1, max: 60 });

export const vehicleYearsSchema = z.array(z.number().int());
export const vehicleMakeSchema = z.object({ make: z.string(), make_zh: z.string() });
export const vehicleModelSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  model_zh: z.string(),
  engine: z.string().nullable(),
});
export type VehicleMake = z.infer<typeof vehicleMakeSchema>;
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

export const vehicleMakesQuerySchema = z.object({ year: vehicleYearSchema });
export const vehicleModelsQuerySchema = z.object({ year: vehicleYearSchema, make: vehicleMakeNameSchema });

/** One vehicle, both languages: what "my vehicle" remembers and shows. */
export const vehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  make_zh: z.string(),
  model: z.string(),
  model_zh: z.string(),
  engine: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const VIN_REGIONS = ['north-america', 'china', 'other'] as const;

export const vinParamsSchema = z.object({ vin: z.string().max(40) });
export const vinDecodeSchema = z.object({
  vin: z.string(),
  region: z.enum(VIN_REGIONS),
  check_digit: z.enum(['valid', 'not-applicable']),
  year: z.number().int().nullable(),
  make: z.string(),
  make_zh: z.string(),
  model: z.string().nullable(),
  model_zh: z.string().nullable(),
  vehicle_id: z.number().int().nullable(),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;

export const productFitQuerySchema = z.object({ vehicle: vehicleIdSchema });
export const productFitSchema = z.object({
  sku: z.string(),
  vehicle_id: z.number().int(),
  /** The product is linked to this vehicle. */
  fits: z.boolean(),
  /** The product is linked to no vehicle at all (fluids, tools, universal parts). */
  universal: z.boolean(),
});
export type ProductFit = z.infer<typeof productFitSchema>;
