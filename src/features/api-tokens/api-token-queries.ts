import { queryOptions } from '@tanstack/react-query';
import { fetchApiTokens, fetchPlans } from './api-token-calls';
import { fetchWebhooks } from './webhook-calls';

/** The API access page's browser loaders; a change (token or webhook) invalidates `apiTokenQueries.all`. */
export const apiTokenQueries = {
  all: ['api-tokens'] as const,
  list: () => queryOptions({ queryKey: ['api-tokens', 'list'], queryFn: ({ signal }) => fetchApiTokens(signal) }),
  // Deliveries move on their own (the outbox sends and retries): the list is read again every 10 s while shown.
  webhooks: () => queryOptions({ queryKey: ['api-tokens', 'webhooks'], queryFn: ({ signal }) => fetchWebhooks(signal), refetchInterval: 10_000 }),
  // Only asked when the plan lacks API access, to name the plan that has it (the same answer the upgrade dialog reads).
  plans: () => queryOptions({ queryKey: ['api-tokens', 'plans'], queryFn: ({ signal }) => fetchPlans(signal) }),
};
