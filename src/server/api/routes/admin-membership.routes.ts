import { z } from '@hono/zod-openapi';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminPlanListSchema,
  adminPlanSchema,
  markRefundedBodySchema,
  planUpdateBodySchema,
} from '@/contracts/admin-membership';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';
import { idParams, json, jsonBody } from '../resource';
import { staffRoute } from '../staff-route';
import {
  staffErrors as errors,
  staffLocaleQuery as query,
  staffSecurity as security,
  staffTags as tags,
} from '../staff-route-docs';

/* The console's membership screens: orders with their notifications, refunds, plans (contracts only; handlers in admin-membership.handlers.ts). */

const snParams = {
  // Built from @hono/zod-openapi's z (a contract's schema has no .openapi in the production bundle); the shape of orderSnSchema.
  params: z.object({
    sn: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{8,32}$/)
      .openapi({
        param: { name: 'sn', in: 'path' },
        description: 'Order number',
        example: 'VIP20260101A1B2C3D4E5',
      }),
  }),
};
const planParams = idParams(1);
const orderNotFound = { 404: json(errorEnvelopeSchema, '404000 orderNotFound.') };

export const ordersRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/orders',
  tags,
  security,
  summary: "Every buyer's membership orders (newest first)",
  description:
    'Filter by state, refund state (`refund=required`: late or second payments to give back), buyer, or an order number / mobile (exact or its start).',
  request: { query: adminOrderListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminOrderListSchema), 'One page.'), ...errors },
});

export const orderRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/orders/{sn}',
  tags,
  security,
  summary: 'One membership order with its payment-notification log',
  description:
    'Every notification that named the order (applied, duplicate, rejected, late …), oldest first, with the verified fields only.',
  request: { ...snParams, ...query },
  responses: { 200: json(envelopeSchema(adminOrderDetailSchema), 'The order.'), ...orderNotFound, ...errors },
});

export const refundedRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/orders/{sn}/refunded',
  tags,
  security,
  summary: 'Record that the money of a late or second payment was given back',
  description:
    'refund_state required → refunded (409000 orderNotAwaitingRefund otherwise). The refund itself happens at the gateway. Audited.',
  request: { ...snParams, ...query, ...jsonBody(markRefundedBodySchema) },
  responses: {
    200: json(envelopeSchema(adminOrderDetailSchema), 'The order, refunded.'),
    ...orderNotFound,
    409: json(errorEnvelopeSchema, '409000 orderNotAwaitingRefund.'),
    ...errors,
  },
});

export const plansRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/plans',
  tags,
  security,
  summary: 'Every membership plan (on sale or withdrawn), texts in both languages',
  request: query,
  responses: {
    200: json(envelopeSchema(adminPlanListSchema), 'The plans, in the upgrade dialog’s order.'),
    ...errors,
  },
});

export const planUpdateRoute = staffRoute('admin', {
  method: 'put',
  path: '/api/admin/plans/{id}',
  tags,
  security,
  summary: 'Edit a membership plan: texts (zh/en), price, duration, allowances, invoice flag, order, on sale',
  description:
    'Prices decide what buyers pay, so only an admin edits them. Orders already created keep their amount; new orders, upgrades and ' +
    'allowances read the new plan (the plans answer may be cached by browsers for 60 s). Audited with the changed fields before and after.',
  request: { ...planParams, ...query, ...jsonBody(planUpdateBodySchema) },
  responses: {
    200: json(envelopeSchema(adminPlanSchema), 'The plan as saved.'),
    404: json(errorEnvelopeSchema, '404000 planNotFound.'),
    ...errors,
  },
});
