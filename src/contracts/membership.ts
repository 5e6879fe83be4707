import { z } from 'zod';
import { pagedListSchema } from './catalog';
import { MEMBERSHIP_ORDER_SN_PATTERN } from './membership-constants';

export * from './membership-constants';

/*
 * Membership plans, membership orders and payments (docs/decisions/0022–0024).
 * Field names are exactly what the wire carries (snake_case for the spec's shapes). Money: integer fen
 * in `*_fen`, and the yuan number (fen / 100) beside it in `price` / `fee`. Dates: ISO 8601 (UTC).
 */

const isoDateTime = z.string().meta({ description: 'ISO 8601 date-time (UTC)' });

export const ORDER_STATES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export const orderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderStateSchema>;

/** 1 purchase or extension (same or lower plan while active), 2 prorated upgrade to a higher plan. */
export const orderTypeSchema = z.union([z.literal(1), z.literal(2)]).meta({ description: '1 purchase/extension, 2 upgrade' });
export type OrderType = z.infer<typeof orderTypeSchema>;

export const INVOICE_STATES = ['none', 'requested', 'issued'] as const;
export const invoiceStateSchema = z.enum(INVOICE_STATES);
export type InvoiceState = z.infer<typeof invoiceStateSchema>;

export const REFUND_STATES = ['none', 'required', 'refunded'] as const;
export const refundStateSchema = z.enum(REFUND_STATES);

/** Plan and order ids in query strings: positive integers, bounded before any lookup. */
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
/** "VIP" + yyyymmdd + random (A–Z, 0–9); bounded and shaped before any lookup. */
export const orderSnSchema = z
  .string()
  .trim()
  .regex(MEMBERSHIP_ORDER_SN_PATTERN)
  .meta({ description: 'Order number, e.g. VIP20250101A1B2C3D4E5' });

// ---- plans ---------------------------------------------------------------------------------------

/** The entitlements a plan switches on or off (docs/decisions/0067); the console's plan body sends them as they are. */
export const planEntitlementSwitches = {
  member_data: z.boolean(),
  fitment_export: z.boolean(),
  price_history: z.boolean(),
  account_manager: z.boolean(),
  renewal_reminders: z.boolean(),
  api_access: z.boolean(),
};

/** A plan's entitlement fields as the console and the upgrade dialog read them. */
export const planEntitlementFields = {
  ...planEntitlementSwitches,
  quick_inquiry_lines: z.number().int(),
  answer_hours: z.number().int(),
};
export type PlanEntitlementFields = { [K in keyof typeof planEntitlementFields]: z.infer<(typeof planEntitlementFields)[K]> };

/** GET /api/get/level/memo — one plan, texts in the request's language, price in yuan. */
export const membershipPlanSchema = z.object({
  id: z.number().int(),
  /** Compared with /api/info's membershipLevel to mark the current plan. */
  level: z.number().int(),
  title: z.string(),
  /** Yuan (price_fen / 100), whatever the site. */
  price: z.number(),
  price_fen: z.number().int(),
  duration_days: z.number().int(),
  memo_data: z.string(),
  memo_cooperation: z.string(),
  memo_expiration: z.string(),
  memo_per_day: z.string(),
  memo_account: z.string(),
  is_invoice: z.union([z.literal(0), z.literal(1)]),
  /** What memo_per_day promises, enforced: inquiries per day (null = unlimited). */
  per_day_limit: z.number().int().nullable(),
  /** What memo_account promises: sub-accounts allowed besides the main account. */
  account_limit: z.number().int(),
  /** What the other texts promise (docs/decisions/0067). */
  ...planEntitlementFields,
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;
export const membershipPlanListSchema = z.array(membershipPlanSchema);

// ---- orders --------------------------------------------------------------------------------------

/** GET /api/ums/c2b?vipId&orderType=1 */
export const createOrderQuerySchema = z.object({
  vipId: idParam,
  orderType: z.coerce.number().int().min(0).max(100).default(1),
});

/** GET /api/ums/upg?vipId */
export const upgradeOrderQuerySchema = z.object({ vipId: idParam });

/** GET /api/ums/upg/quote?vipId: what the upgrade would cost now, before any order exists. */
export const upgradeQuoteSchema = z.object({
  vipId: z.number().int(),
  /** The prorated price in fen (¥0.01), as /api/ums/upg would charge it now. */
  amountFen: z.number().int().meta({ example: 250_000 }),
  /** Whole days left on the current membership (a started day counts), credited at its plan's daily price. */
  remainingDays: z.number().int().meta({ example: 120 }),
});
export type UpgradeQuote = z.infer<typeof upgradeQuoteSchema>;

/** The answer of c2b and upg: what /pay's query needs — amounts from the server's record. */
export const createdOrderSchema = z.object({
  pay_url: z.string(),
  /** Made with the sandbox provider: a test payment, no real money (docs/decisions/0060). */
  test_payment: z.boolean(),
  title: z.string(),
  order_datetime: isoDateTime,
  /** When the order stops being payable. */
  expiration_date: isoDateTime,
  order_sn: z.string(),
  /** Yuan. */
  fee: z.number(),
  fee_fen: z.number().int(),
  order_type: orderTypeSchema,
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** ?sn= for pay status and cancel. */
export const orderSnQuerySchema = z.object({ sn: orderSnSchema });

/** GET /api/ums/c2b/pay/status?sn — the buyer's own order; POST /api/ums/c2b/cancel?sn answers the same. */
export const orderStatusSchema = z.object({
  order_sn: z.string(),
  state: orderStateSchema,
  paid_at: isoDateTime.nullable(),
  /** The buyer's membership level now (0 = none). */
  level: z.number().int().nullable(),
  /** The buyer's membership expiry now (null when none). */
  expires_at: isoDateTime.nullable(),
  title: z.string(),
  fee: z.number(),
  fee_fen: z.number().int(),
  order_type: orderTypeSchema,
  order_datetime: isoDateTime,
  expiration_date: isoDateTime,
  pay_url: z.string(),
  /** Made with the sandbox provider: a test payment, no real money (docs/decisions/0060). */
  test_payment: z.boolean(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** GET /api/get/level/order?page&pageSize */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const orderSummarySchema = z.object({
  order_sn: z.string(),
  plan_id: z.number().int(),
  title: z.string(),
  order_type: orderTypeSchema,
  fee: z.number(),
  fee_fen: z.number().int(),
  state: orderStateSchema,
  order_datetime: isoDateTime,
  paid_at: isoDateTime.nullable(),
  expiration_date: isoDateTime,
  /** The membership expiry this order produced when paid. */
  membership_expires_at: isoDateTime.nullable(),
  /** Paid, and the plan's is_invoice = 1. */
  invoiceable: z.boolean(),
  invoice_state: invoiceStateSchema,
  pay_url: z.string(),
  /** Made with the sandbox provider: a test payment, no real money (docs/decisions/0060). */
  test_payment: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = pagedListSchema(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;

// ---- sandbox cashier and notifications ----------------------------------------------------------

export const sandboxPayParamsSchema = z.object({ sn: orderSnSchema });
/**
 * POST /api/pay/sandbox/{sn}: what the tester pressed on the sandbox cashier, and the token of the
 * cashier link (its `t` query parameter; without it only the buyer's own session is heard).
 */
export const sandboxPayBodySchema = z.strictObject({
  result: z.enum(['success', 'fail']),
  token: z.string().min(1).max(100).optional(),
});
export const sandboxPayResultSchema = z.object({
  order_sn: z.string(),
  /** The notification is queued; the order changes only when it is delivered and verified. */
  queued: z.literal(true),
});
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

/** The JSON body the sandbox "gateway" signs and posts to /api/pay/notify/sandbox. */
export const sandboxNotificationSchema = z.strictObject({
  notify_id: z.string().min(1).max(64),
  notify_time: isoDateTime,
  order_sn: z.string().min(1).max(32),
  trade_no: z.string().min(1).max(64),
  amount_fen: z.number().int(),
  currency: z.string().min(1).max(8),
  outcome: z.enum(['success', 'fail', 'pending', 'closed']),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

// ---- allowance (/api/info) -----------------------------------------------------------------------

export const dailyAllowanceSchema = z.object({
  /** null = unlimited. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  /** null = unlimited. */
  remaining: z.number().int().nullable(),
  /** The next Asia/Shanghai midnight. */
  resetsAt: isoDateTime,
});
export type DailyAllowance = z.infer<typeof dailyAllowanceSchema>;

// ---- operator ------------------------------------------------------------------------------------

/** GET /api/admin/payments/refunds: money that arrived for orders that could not take it. */
export const refundListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const refundItemSchema = z.object({
  order_sn: z.string(),
  user_id: z.number().int(),
  /** 138****1234 */
  masked_mobile: z.string(),
  state: orderStateSchema,
  refund_state: refundStateSchema,
  fee: z.number(),
  fee_fen: z.number().int(),
  provider: z.string(),
  provider_trade_no: z.string().nullable(),
  order_datetime: isoDateTime,
  /** When the late success notification arrived. */
  notified_at: isoDateTime.nullable(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;
export const refundListSchema = pagedListSchema(refundItemSchema);
