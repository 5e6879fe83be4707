import { z } from 'zod';
import { url } from './form-rules';
import { lineText } from './safe-text';

/*
 * Webhooks of the buyer API (docs/decisions/0068-buyer-api.md): a company owner registers HTTPS endpoints
 * for events; each delivery is signed with the endpoint's secret and retried with backoff.
 */

export const WEBHOOK_EVENTS = ['inquiry.quoted', 'inquiry.closed', 'membership.paid', 'invoice.issued'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** A delivery the owner asks for to check the endpoint; never subscribed to. */
export const WEBHOOK_PING = 'ping' as const;

export const WEBHOOK_LIMITS = {
  perCompany: 10,
  urlMax: 500,
  descriptionMax: 120,
  /** Seconds a receiver should accept a signature's timestamp for (the replay window). */
  toleranceSeconds: 300,
  /** A delivery attempt waits this long for the receiver's answer. */
  timeoutMs: 10_000,
  /** Consecutive failed attempts after which the endpoint is disabled and the owner told. */
  disableAfterFailures: 15,
} as const;

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'PartsMall-Signature';
/** The event's id: the same on every retry of one event, so a receiver can drop repeats. */
export const WEBHOOK_EVENT_ID_HEADER = 'PartsMall-Event-Id';
export const WEBHOOK_EVENT_HEADER = 'PartsMall-Event';

/** An http(s) URL with a host and no credentials (the generic url rule), shorter than the generic cap. */
export const webhookUrlSchema = url({ max: WEBHOOK_LIMITS.urlMax, apiKey: 'webhookUrlHttps' });

/** POST /api/company/webhooks — owner only, on a plan with API access. */
export const createWebhookBodySchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, { params: { apiKey: 'duplicateEvents' } }),
  description: lineText({ min: 0, max: WEBHOOK_LIMITS.descriptionMax }).default(''),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** POST /api/company/webhooks/delete, /ping, /deliveries/retry — owner only. */
export const webhookIdBodySchema = z.strictObject({ id: z.number().int().positive() });
/** POST /api/company/webhooks/enable — owner only: on (the failure count restarts) or off. */
export const enableWebhookBodySchema = z.strictObject({ id: z.number().int().positive(), enabled: z.boolean() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  state: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  /** HTTP status of the newest attempt (null: no answer — refused, timed out). */
  lastStatus: z.number().int().nullable(),
  lastResponseMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  createdAt: z.string(),
  state: z.enum(['active', 'disabled']),
  /** Why it is disabled: `failures` (the store stopped after sustained failure) or `owner`. */
  disabledReason: z.enum(['failures', 'owner']).nullable(),
  consecutiveFailures: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/company/webhooks: the endpoints and their newest deliveries. */
export const webhookListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  deliveries: z.array(webhookDeliverySchema),
  apiAccess: z.boolean(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

/** The answer to a registration: the endpoint and its signing secret, shown this once. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });
