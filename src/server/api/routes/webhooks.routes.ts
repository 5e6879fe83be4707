import { createRoute, z } from '@hono/zod-openapi';
import {
  WEBHOOK_LIMITS,
  createWebhookBodySchema,
  createdWebhookSchema,
  enableWebhookBodySchema,
  webhookIdBodySchema,
  webhookListSchema,
} from '@/contracts/webhooks';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { json, jsonBody } from '../resource';
import { buyerErrors as errors, buyerLocaleQuery as query, buyerSecurity as security } from '../buyer-route-docs';

/*
 * The owner's webhooks of the buyer API (contracts only; handlers in webhooks.handlers.ts).
 * docs/decisions/0068-buyer-api.md.
 */

const tags = ['Company'];
const OWNER = "Role: the company's owner (main account); a colleague gets 403000 ownerOnly and nothing changes. ";
const refusals = {
  403: json(errorEnvelopeSchema, '403000 ownerOnly (a colleague), apiAccessPlanRequired (the plan does not grant API access), or 403001 XSRF.'),
};
const done = envelopeSchema(z.object({}));
const notFound = { 404: json(errorEnvelopeSchema, "404000 webhookNotFound (another company's reads the same).") };

export const listWebhooksRoute = createRoute({
  method: 'get',
  path: '/api/company/webhooks',
  tags,
  security,
  summary: "Your company's webhooks and their newest deliveries",
  description: OWNER + 'Endpoints newest first (never their secrets) and the newest 50 deliveries with their last attempt: status, response time, error and the next try.',
  request: query,
  responses: { 200: json(envelopeSchema(webhookListSchema), 'The webhooks.'), ...errors, ...refusals },
});

export const createWebhookRoute = createRoute({
  method: 'post',
  path: '/api/company/webhooks',
  tags,
  security,
  summary: 'Add a webhook',
  description:
    OWNER +
    `An HTTPS receiver and the events it wants. The answer carries \`secret\`, the signing key, this once. At most ${WEBHOOK_LIMITS.perCompany} (409000 webhooksFull).`,
  request: { ...query, ...jsonBody(createWebhookBodySchema) },
  responses: { 200: json(envelopeSchema(createdWebhookSchema), 'Added (msg webhookCreated).'), 409: json(errorEnvelopeSchema, '409000 webhooksFull.'), ...errors, ...refusals },
});

export const deleteWebhookRoute = createRoute({
  method: 'post',
  path: '/api/company/webhooks/delete',
  tags,
  security,
  summary: 'Delete a webhook',
  description: OWNER + 'Nothing more is sent to it; deliveries still waiting fail unsent.',
  request: { ...query, ...jsonBody(webhookIdBodySchema) },
  responses: { 200: json(done, 'Deleted (msg webhookDeleted).'), ...notFound, ...errors, ...refusals },
});

export const enableWebhookRoute = createRoute({
  method: 'post',
  path: '/api/company/webhooks/enable',
  tags,
  security,
  summary: 'Turn a webhook on or off',
  description: OWNER + `The store turns a webhook off after ${WEBHOOK_LIMITS.disableAfterFailures} failed attempts in a row and texts the owner; turning it on restarts the count.`,
  request: { ...query, ...jsonBody(enableWebhookBodySchema) },
  responses: { 200: json(done, 'Done (msg webhookEnabled / webhookDisabledDone).'), ...notFound, ...errors, ...refusals },
});

export const pingWebhookRoute = createRoute({
  method: 'post',
  path: '/api/company/webhooks/ping',
  tags,
  security,
  summary: 'Send a test event',
  description: OWNER + 'A signed `ping` event to the webhook, logged like any delivery. Turned off: 409000 webhookEndpointDisabled.',
  request: { ...query, ...jsonBody(webhookIdBodySchema) },
  responses: { 200: json(envelopeSchema(z.object({ deliveryId: z.number().int() })), 'Queued (msg webhookPingQueued).'), 409: json(errorEnvelopeSchema, '409000 webhookEndpointDisabled.'), ...notFound, ...errors, ...refusals },
});

export const retryDeliveryRoute = createRoute({
  method: 'post',
  path: '/api/company/webhooks/deliveries/retry',
  tags,
  security,
  summary: 'Send a delivery again',
  description: OWNER + 'A new round of attempts with the same event id and body and a fresh signature. Still being attempted: 409000 webhookDeliveryPending.',
  request: { ...query, ...jsonBody(webhookIdBodySchema) },
  responses: {
    200: json(done, 'Queued (msg webhookRetryQueued).'),
    404: json(errorEnvelopeSchema, '404000 webhookDeliveryNotFound.'),
    409: json(errorEnvelopeSchema, '409000 webhookDeliveryPending or webhookEndpointDisabled.'),
    ...errors,
    ...refusals,
  },
});
