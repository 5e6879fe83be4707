import { createRoute, z } from '@hono/zod-openapi';
import { refundListQuerySchema, refundListSchema, sandboxPayBodySchema, sandboxPayParamsSchema, sandboxPayResultSchema } from '@/contracts/membership';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';
import { commonErrors, json, jsonBody, localeQuery } from '../resource';
import { staffRoute } from '../staff-route';

/*
 * Payment gateways' doors (contracts only; handlers in payments.handlers.ts). Rules:
 * docs/decisions/0023-payments.md.
 */

const query = localeQuery;
const text = (description: string) => ({ content: { 'text/plain': { schema: z.string() } }, description });
const NOTIFY_RULES =
  'Signature checked over the raw body before anything is read; the order looked up by number under a row lock; amount and currency compared ' +
  'with our record; pending|failed → paid only within the pay window, activating the membership in the same transaction; every notification recorded ' +
  '(applied, duplicate, ignored, rejected, unknown-order, late). Acknowledged (200 `success`) only after the commit; unknown orders and replays are ' +
  'acknowledged without effect; a success for an expired or cancelled order is recorded and flagged for refund. Bad signature, malformed body or a ' +
  'wrong amount/currency → the rejection (the gateway retries).';

export const sandboxPayRoute = createRoute({
  method: 'post',
  path: '/api/pay/sandbox/{sn}',
  tags: ['Payments'],
  summary: 'Sandbox cashier: pay or fail an order (PAY_PROVIDER=sandbox only)',
  description:
    'What the tester pressed on /pay/sandbox/{sn}. Heard only from someone who may act on the order: `token` is the `t` parameter of the ' +
    "cashier link the order's pay URL carries (an HMAC over the order number and its pay window, so the phone that scanned the QR code needs " +
    "no session), or, without a token, the buyer's own session. The link works once, while the order is pending and payable. The sandbox " +
    'gateway then delivers a signed notification to /api/pay/notify/sandbox through the outbox (retried with backoff until acknowledged); the ' +
    'order changes only when that notification is handled. 404000 when the sandbox is not the configured provider, or, without a token, the ' +
    "order is unknown or not the caller's; 403000 cashierLinkInvalid for a token not made for this order; 409000 cashierLinkExpired / " +
    'cashierLinkUsed once the pay window closed or the link was used (ADR 0060).',
  request: { params: sandboxPayParamsSchema, ...query, ...jsonBody(sandboxPayBodySchema) },
  responses: {
    200: json(envelopeSchema(sandboxPayResultSchema), 'The notification is queued.'),
    ...commonErrors,
    403: json(errorEnvelopeSchema, '403000 cashierLinkInvalid: the token was not made for this order; 403001: XSRF header missing or not matching.'),
    404: json(errorEnvelopeSchema, "404000 orderNotFound (without a token: unknown, or not the caller's)."),
    409: json(errorEnvelopeSchema, '409000 cashierLinkExpired (pay window closed) or cashierLinkUsed (already pressed, or the order is no longer pending).'),
  },
});

export const sandboxNotifyRoute = createRoute({
  method: 'post',
  path: '/api/pay/notify/sandbox',
  tags: ['Payments'],
  summary: "The sandbox gateway's asynchronous notification",
  description:
    'JSON body {notify_id, notify_time, order_sn, trade_no, amount_fen, currency, outcome: success|fail|pending|closed}, header X-Sandbox-Signature = hex ' +
    'HMAC-SHA256(PAY_SANDBOX_SECRET, raw body). ' +
    NOTIFY_RULES,
  // Checked over the raw bytes by the signature, not by a JSON contract: the policy tests skip it.
  'x-signed-raw-body': true,
  request: {
    headers: z.object({ 'x-sandbox-signature': z.string().optional() }),
    body: { required: true, content: { 'application/json': { schema: z.object({}).passthrough() } } },
  },
  responses: {
    200: text('`success`: acknowledged.'),
    400: text('`fail`: refused (signature, body, amount or currency); a gateway sends again.'),
    503: text('`fail`: could not be processed now; send again.'),
  },
});

export const alipayNotifyRoute = createRoute({
  method: 'post',
  path: '/api/pay/notify/alipay',
  tags: ['Payments'],
  summary: "Alipay's asynchronous notification (trade_status)",
  description:
    'application/x-www-form-urlencoded, RSA2-signed by Alipay (sign, sign_type). Answer body `success` to stop Alipay re-sending (it re-sends 8 times over ~25 h). ' +
    NOTIFY_RULES,
  'x-signed-raw-body': true,
  request: {
    body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.string()) } } },
  },
  responses: {
    200: text('`success`: acknowledged.'),
    400: text('`fail`: refused (signature, body, application, amount or currency); Alipay sends again.'),
    404: json(errorEnvelopeSchema, '404000: Alipay is not configured on this server.'),
    503: text('`fail`: could not be processed now; Alipay sends again.'),
  },
});

export const refundsRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/payments/refunds',
  tags: ['Operator'],
  security: [{ bearer: [] }],
  summary: 'Payments to refund (money for an expired or cancelled order, or a second payment)',
  description: 'Orders whose refund_state is required, most recent first, with the gateway trade number to refund and when the late notification arrived.',
  request: { query: refundListQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(refundListSchema), 'One page.'),
    401: json(errorEnvelopeSchema, '410000–410002: no usable session.'),
    403: json(errorEnvelopeSchema, '403000 forbidden (not staff); 403002 an admin without the second factor.'),
    400: commonErrors[400],
    500: commonErrors[500],
  },
});
