import { apiRequest } from '@/client/api-request';
import type { CreateWebhookBody, WebhookEndpoint, WebhookList } from '@/contracts/webhooks';

/* The API access page's webhook calls (owner only). Failures are toasted by the API client unless `quiet`. */

export function fetchWebhooks(signal?: AbortSignal): Promise<WebhookList> {
  return apiRequest<WebhookList>('GET', '/api/company/webhooks', { signal });
}

/** Quiet: the dialog shows a wrong address under its field, or toasts a refusal (the plan, the limit) itself. */
export function createWebhook(body: CreateWebhookBody): Promise<WebhookEndpoint & { secret: string }> {
  return apiRequest<WebhookEndpoint & { secret: string }>('POST', '/api/company/webhooks', { body, quiet: true });
}

export function deleteWebhook(id: number): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/webhooks/delete', { body: { id } });
}

export function enableWebhook(id: number, enabled: boolean): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/webhooks/enable', { body: { id, enabled } });
}

export function pingWebhook(id: number): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/webhooks/ping', { body: { id } });
}

export function retryDelivery(id: number): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/webhooks/deliveries/retry', { body: { id } });
}
