import { eq } from 'drizzle-orm';
import type { UpgradeQuote } from '@/contracts/membership';
import { now } from '../clock';
import { companies } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { findActivePlan } from './find-plan';
import { membershipAt } from './membership-state';
import { upgradePrice } from './upgrade-price';

/** The price of upgrading the company's membership to a plan now, as an order would be charged. */
export async function quoteUpgrade(db: Db, input: { companyId: number; planId: number }): Promise<UpgradeQuote> {
  const plan = await findActivePlan(db, input.planId);
  if (!plan) throw DomainError.field('vipId', 'planNotFound');
  const [company] = await db.select().from(companies).where(eq(companies.id, input.companyId));
  const at = now();
  const price = await upgradePrice(db, plan, membershipAt(company ?? null, at), at);
  return { vipId: plan.id, amountFen: price.amountFen, remainingDays: price.remainingDays };
}
