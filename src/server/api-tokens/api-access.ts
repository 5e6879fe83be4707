import type { Lang } from '@/contracts/site';
import type { CompanyRow } from '../db/schema';
import type { Db } from '../db/types';
import type { DomainError } from '../domain-error';
import { entitlementsOf, notEntitled } from '../membership/entitlements';

/** The refusal of the buyer API (tokens, webhooks, the /api/v1 door) to a plan without it, naming the plan that grants it. */
export function apiAccessRefusal(db: Db, lang: Lang): Promise<DomainError> {
  return notEntitled(db, { withPlan: 'apiAccessPlanRequired', noPlan: 'apiAccessNotOffered' }, (p) => p.apiAccess === 1, lang);
}

/** Refuses unless the company's plan grants the buyer API now. */
export async function assertApiAccess(db: Db, company: CompanyRow, lang: Lang): Promise<void> {
  if (!(await entitlementsOf(db, company)).apiAccess) throw await apiAccessRefusal(db, lang);
}
