import { z } from 'zod';
import { pagedListSchema } from './catalog';
import { ORDER_STATES, orderStateSchema, orderTypeSchema, refundStateSchema, REFUND_STATES, invoiceStateSchema, planEntitlementFields, planEntitlementSwitches } from './membership';
import { lineText } from './safe-text';

/*
 * The operator console's membership screens (docs/decisions/0040): every buyer's orders with
 * their payment-notification log, refunds, and the plans. Field names as the buyer-side contracts carry
 * them (snake_case, money in fen beside yuan).
 */

const isoDateTime = z.string().meta({ description: 'ISO 8601 date-time (UTC)' });
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

// ---- orders --------------------------------------------------------------------------------------

/** GET /api/admin/orders */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(ORDER_STATES).optional(),
  refund: z.enum(REFUND_STATES).optional().meta({ description: 'required: late or second payments to give back' }),
  q: lineText({ max: 32 }).optional().meta({ description: 'Order number (exact or its start), or the buyer mobile' }),
  userId: idParam.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = z.object({
  order_sn: z.string(),
  user_id: z.number().int(),
  mobile: z.string(),
  company: z.string().nullable(),
  plan_id: z.number().int(),
  /** The plan's title in the request's language. */
  title: z.string(),
  order_type: orderTypeSchema,
  fee: z.number(),
  fee_fen: z.number().int(),
  state: orderStateSchema,
  refund_state: refundStateSchema,
  invoice_state: invoiceStateSchema,
  provider: z.string(),
  /** Paid (or payable) on the sandbox cashier: a test order, never counted as revenue (docs/decisions/0060). */
  test_order: z.boolean(),
  provider_trade_no: z.string().nullable(),
  order_datetime: isoDateTime,
  expiration_date: isoDateTime,
  paid_at: isoDateTime.nullable(),
  closed_at: isoDateTime.nullable(),
  membership_expires_at: isoDateTime.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = pagedListSchema(adminOrderSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** One payment notification as it reached us (verified fields only). */
export const paymentNotificationSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  notify_id: z.string().nullable(),
  provider_trade_no: z.string().nullable(),
  /** success | fail | pending | closed; null when the signature failed. */
  outcome: z.string().nullable(),
  amount_fen: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** applied | duplicate | ignored | rejected | unknown-order | late */
  result: z.string(),
  reason: z.string().nullable(),
  received_at: isoDateTime,
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** GET /api/admin/orders/{sn}: the order and every notification about it, oldest first. */
export const adminOrderDetailSchema = adminOrderSchema.extend({ notifications: z.array(paymentNotificationSchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /api/admin/orders/{sn}/refunded: the money went back at the gateway. */
export const markRefundedBodySchema = z.strictObject({
  note: lineText({ max: 200 }).optional().meta({ description: "The gateway's refund number or a note" }),
});

// ---- plans ---------------------------------------------------------------------------------------

/** Bounds the console's plan editor accepts for the numeric entitlements. */
export const QUICK_INQUIRY_LINES_RANGE = { min: 1, max: 5000 } as const;
export const ANSWER_HOURS_RANGE = { min: 1, max: 720 } as const;

const localizedText = (max: number) => z.strictObject({ zh: lineText({ min: 1, max }), en: lineText({ min: 1, max }) });

/** A plan as the console edits it: both languages, money in fen. */
export const adminPlanSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  title: z.object({ zh: z.string(), en: z.string() }),
  price_fen: z.number().int(),
  duration_days: z.number().int(),
  memo_data: z.object({ zh: z.string(), en: z.string() }),
  memo_cooperation: z.object({ zh: z.string(), en: z.string() }),
  memo_expiration: z.object({ zh: z.string(), en: z.string() }),
  memo_per_day: z.object({ zh: z.string(), en: z.string() }),
  memo_account: z.object({ zh: z.string(), en: z.string() }),
  is_invoice: z.union([z.literal(0), z.literal(1)]),
  per_day_limit: z.number().int().nullable(),
  account_limit: z.number().int(),
  ...planEntitlementFields,
  sort_order: z.number().int(),
  active: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.array(adminPlanSchema);

/** PUT /api/admin/plans/{id}: the whole editable plan (the level stays: orders and memberships point at it). */
export const planUpdateBodySchema = z.strictObject({
  title: localizedText(60),
  price_fen: z.number().int().min(1).max(100_000_000),
  duration_days: z.number().int().min(1).max(3660),
  memo_data: localizedText(200),
  memo_cooperation: localizedText(200),
  memo_expiration: localizedText(200),
  memo_per_day: localizedText(200),
  memo_account: localizedText(200),
  is_invoice: z.union([z.literal(0), z.literal(1)]),
  per_day_limit: z.number().int().min(0).max(1_000_000).nullable().meta({ description: 'Inquiries per China day; null = unlimited' }),
  account_limit: z.number().int().min(0).max(1000),
  ...planEntitlementSwitches,
  quick_inquiry_lines: z
    .number()
    .int()
    .min(QUICK_INQUIRY_LINES_RANGE.min)
    .max(QUICK_INQUIRY_LINES_RANGE.max)
    .meta({ description: 'Lines one quick inquiry may carry' }),
  answer_hours: z
    .number()
    .int()
    .min(ANSWER_HOURS_RANGE.min)
    .max(ANSWER_HOURS_RANGE.max)
    .meta({ description: 'Hours within which an inquiry is answered' }),
  sort_order: z.number().int().min(0).max(10_000),
  active: z.boolean(),
});
export type PlanUpdateBody = z.input<typeof planUpdateBodySchema>;
