import { z } from 'zod';
import { productDetailSchema } from './catalog';
import { tradeItemSchema } from './entitlements';
import { createInquiryBodySchema, inquiryLineInputSchema, inquiryListQuerySchema, INQUIRY_LIMITS } from './inquiries';
import { vehicleSchema } from './vehicles';

/*
 * The buyer API's own shapes (`/api/v1/*`, docs/decisions/0068-buyer-api.md). Everything else a v1 route
 * answers is the storefront's contract, reused as is, so the two surfaces cannot drift apart; only what
 * a machine client sees differently lives here.
 */

/** GET /api/v1/products/{skuCode}: the product page's data and the caller company's trade data. */
export const apiProductDetailSchema = productDetailSchema.extend({
  /** The token's company at its tier: reference price and stock status, plus `member` on a plan with member data. */
  trade: tradeItemSchema.nullable(),
});

/** GET /api/v1/products/{skuCode}/fitment: what the product fits, as ranges and as linked vehicles. */
export const apiProductFitmentSchema = z.object({
  skuCode: z.string().meta({ example: 'PM-1003-000123' }),
  /** Linked to no vehicle at all (fluids, tools, universal parts). */
  universal: z.boolean().meta({ example: false }),
  /** The fitment table as the product page shows it (make and, where known, model in the request language). */
  ranges: productDetailSchema.shape.fitments,
  /** Every vehicle the product is linked to; an id is what `GET /api/v1/products?vehicle=` takes. */
  vehicles: z.array(vehicleSchema),
});
export type ApiProductFitment = z.infer<typeof apiProductFitmentSchema>;

/**
 * POST /api/v1/inquiries: the storefront's inquiry body with explicit lines only. A machine client has
 * no basket and no uploads, so `lines` is required and `attachmentIds` is not taken.
 */
export const apiInquiryBodySchema = z
  .strictObject({
    lines: z.array(inquiryLineInputSchema).min(1).max(INQUIRY_LIMITS.maxLines),
    message: createInquiryBodySchema.shape.message,
    contactName: createInquiryBodySchema.shape.contactName,
    contactMobile: createInquiryBodySchema.shape.contactMobile,
  })
  .meta({
    example: {
      lines: [{ product: 'PM-1003-000123', quantity: 20, targetUnitPrice: 1250, neededBy: '2099-01-31', note: 'Boxed' }],
      message: 'Please quote FOB Ningbo.',
      contactName: '张三',
      contactMobile: '13800138000',
    },
  });

/** GET /api/v1/inquiries: the storefront list's filters; exports stay on the storefront. */
export const apiInquiryListQuerySchema = inquiryListQuerySchema.omit({ export: true });
