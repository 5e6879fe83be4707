import { API_TOKEN_LIMITS, type ApiTokenList } from '@/contracts/api-tokens';
import { now } from '../clock';
import type { CompanyRow } from '../db/schema';
import type { Db } from '../db/types';
import { entitlementsOf } from '../membership/entitlements';
import { apiTokenViews } from './api-token-views';

/** The owner's token page: every token of the company (revoked and expired too) and what the plan allows. */
export async function listApiTokens(db: Db, company: CompanyRow): Promise<ApiTokenList> {
  const at = now();
  const entitlements = await entitlementsOf(db, company, at);
  return {
    items: await apiTokenViews(db, { companyId: company.id }, at),
    apiAccess: entitlements.apiAccess,
    limits: {
      perToken: entitlements.apiTokenPerMinute,
      perCompany: entitlements.apiCompanyPerMinute,
      tokens: API_TOKEN_LIMITS.perCompany,
    },
  };
}
