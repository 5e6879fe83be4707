import { createRoute, z } from '@hono/zod-openapi';
import {
  createdOrderSchema,
  createOrderQuerySchema,
  membershipPlanListSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSnQuerySchema,
  orderStatusSchema,
  upgradeOrderQuerySchema,
  upgradeQuoteSchema,
} from '@/contracts/membership';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';
import { commonErrors, json } from '../resource';
import { buyerErrors as errors, buyerSecurity as security } from '../buyer-route-docs';

/*
 * Membership plans and orders (contracts only; handlers in membership.handlers.ts). The rules are in
 * docs/decisions/0022-membership-promises.md.
 */

const tags = ['Membership'];
const orderNotFound = { 404: json(errorEnvelopeSchema, "404000 orderNotFound (someone else's order reads the same).") };
const orderAnswer = json(
  envelopeSchema(createdOrderSchema),
  'The order to pay: the /pay page takes pay_url (the QR code), title, order_datetime, expiration_date, order_sn and fee from it. Amounts in fen and yuan.',
);

export const plansRoute = createRoute({
  method: 'get',
  path: '/api/get/level/memo',
  tags,
  summary: 'Membership plans (public; cacheable per language)',
  description:
    'The plans on sale in display order, texts in `lang`, prices in yuan (¥) whatever the site. per_day_limit (null = unlimited) is the ' +
    'number of inquiries a day memo_per_day promises; account_limit the sub-accounts memo_account promises; is_invoice whether orders can be invoiced. ' +
    "Compare `level` with /api/info's membershipLevel to mark the current plan.",
  request: { query: z.object(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(membershipPlanListSchema), 'The plans.'),
    400: commonErrors[400],
    500: commonErrors[500],
  },
});

export const createOrderRoute = createRoute({
  method: 'get',
  path: '/api/ums/c2b',
  tags,
  security,
  summary: 'Order a plan (new membership or extension)',
  description:
    'orderType must be 1 (400001 orderTypeInvalid otherwise). Amount = the plan\'s price. While a membership is active, buying the same or a lower plan ' +
    'extends it (the plan\'s days are added to the current expiry; the level never drops). A pending order of the same plan that is still payable at the same ' +
    'amount is handed back instead of a new one. Unknown or withdrawn plan → 400001 planNotFound. Gateway unreachable → 503000.',
  request: { query: createOrderQuerySchema.extend(localeQueryShape) },
  responses: { 200: orderAnswer, 503: json(errorEnvelopeSchema, '503000 paymentUnavailable.'), ...errors },
});

export const upgradeOrderRoute = createRoute({
  method: 'get',
  path: '/api/ums/upg',
  tags,
  security,
  summary: 'Upgrade an active membership to a higher plan (prorated)',
  description:
    'Price = new plan price − remaining days (a started day counts) × current plan price / its days (that credit rounded down to the fen), at least 1 fen. ' +
    'Paid, it raises the level and the new term starts then (expiry = payment + new plan days, or the current expiry if later). No active membership → 400001 upgradeNeedsMembership; a plan not above the current level → ' +
    '400001 upgradeNotHigher.',
  request: { query: upgradeOrderQuerySchema.extend(localeQueryShape) },
  responses: { 200: orderAnswer, 503: json(errorEnvelopeSchema, '503000 paymentUnavailable.'), ...errors },
});

export const upgradeQuoteRoute = createRoute({
  method: 'get',
  path: '/api/ums/upg/quote',
  tags,
  security,
  summary: 'What an upgrade would cost now (no order is made)',
  description:
    'The price /api/ums/upg would charge now, by the same rule, for the upgrade dialog to show before the buyer commits. The company owner only, like the order. ' +
    'No active membership → 400001 upgradeNeedsMembership; a plan not above the current level → 400001 upgradeNotHigher; unknown or withdrawn plan → 400001 planNotFound.',
  request: { query: upgradeOrderQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(upgradeQuoteSchema), 'The quote, in fen.'), ...errors },
});

export const orderStatusRoute = createRoute({
  method: 'get',
  path: '/api/ums/c2b/pay/status',
  tags,
  security,
  summary: 'An own order and the membership now (what the pay page polls)',
  description:
    'state: pending → paid | failed | expired | cancelled (failed may still turn paid until expiration_date). level / expires_at: the buyer\'s membership now ' +
    '(null when none). Only a verified gateway notification changes the order; this call never does.',
  request: { query: orderSnQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(orderStatusSchema), 'The order.'), ...orderNotFound, ...errors },
});

export const cancelOrderRoute = createRoute({
  method: 'post',
  path: '/api/ums/c2b/cancel',
  tags,
  security,
  summary: 'Cancel an own unpaid order',
  description: 'pending → cancelled; any other state → 409000 orderNotCancellable. A payment that arrives afterwards is recorded for a refund, never applied.',
  request: { query: orderSnQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(orderStatusSchema), 'The cancelled order.'),
    ...orderNotFound,
    409: json(errorEnvelopeSchema, '409000 orderNotCancellable.'),
    ...errors,
  },
});

export const listOrdersRoute = createRoute({
  method: 'get',
  path: '/api/get/level/order',
  tags,
  security,
  summary: "The buyer's membership orders, newest first",
  description: 'invoiceable: paid and the plan allows invoices; invoice_state none | requested | issued.',
  request: { query: orderListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(orderListSchema), 'One page.'), ...errors },
});
