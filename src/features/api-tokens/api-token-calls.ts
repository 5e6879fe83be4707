import { apiRequest } from '@/client/api-request';
import type { ApiTokenList, CreateApiTokenBody, CreatedApiToken } from '@/contracts/api-tokens';
import type { MembershipPlan } from '@/contracts/membership';

/* The API access page's calls (owner only). Failures are toasted by the API client unless `quiet`. */

export function fetchApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return apiRequest<ApiTokenList>('GET', '/api/company/api-tokens', { signal });
}

/** Quiet: the dialog shows a wrong name under its field, or toasts a refusal (the plan, the limit) itself. */
export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return apiRequest<CreatedApiToken>('POST', '/api/company/api-tokens', { body, quiet: true });
}

export function revokeApiToken(id: number): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/api-tokens/revoke', { body: { id } });
}

/** The plans on sale: the page names the one that grants API access to a company without it. */
export function fetchPlans(signal?: AbortSignal): Promise<MembershipPlan[]> {
  return apiRequest<MembershipPlan[]>('GET', '/api/get/level/memo', { quiet: true, signal });
}
