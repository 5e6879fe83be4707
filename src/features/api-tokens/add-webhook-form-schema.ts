import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { createWebhookBodySchema, type CreateWebhookBody } from '@/contracts/webhooks';

/** The add-webhook dialog: the API's own rules for the address, the events and the note. */
export const addWebhookFormSchema = z.object({
  url: createWebhookBodySchema.shape.url,
  events: createWebhookBodySchema.shape.events,
  description: createWebhookBodySchema.shape.description,
});
export type AddWebhookValues = z.input<typeof addWebhookFormSchema>;
export type AddWebhookField = keyof AddWebhookValues;

export function toWebhookBody(values: AddWebhookValues): CreateWebhookBody {
  return { url: values.url.trim(), events: values.events, description: (values.description ?? '').trim() };
}

/** The `apiTokens.webhooks.add` message for a broken rule; null for one worded generally (control characters). */
export function addWebhookMessageKey(field: AddWebhookField, rule: FieldRule): 'urlRequired' | 'urlHttps' | 'eventsRequired' | null {
  if (field === 'events') return 'eventsRequired';
  if (field === 'url') return rule === 'required' ? 'urlRequired' : 'urlHttps';
  return null;
}
