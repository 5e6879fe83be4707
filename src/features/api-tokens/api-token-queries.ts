import { queryOptions } from '@tanstack/react-query';
import { fetchApiTokens, fetchPlans } from './api-token-calls';

/** The API access page's browser loaders; a create or revoke invalidates `apiTokenQueries.all`. */
export const apiTokenQueries = {
  all: ['api-tokens'] as const,
  list: () => queryOptions({ queryKey: ['api-tokens', 'list'], queryFn: ({ signal }) => fetchApiTokens(signal) }),
  // Only asked when the plan lacks API access, to name the plan that has it (the same answer the upgrade dialog reads).
  plans: () => queryOptions({ queryKey: ['api-tokens', 'plans'], queryFn: ({ signal }) => fetchPlans(signal) }),
};
