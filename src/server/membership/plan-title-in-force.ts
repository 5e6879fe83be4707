import type { CompanyRow } from '../db/schema';
import type { Db } from '../db/types';
import { now } from '../clock';
import { planForLevel } from './find-plan';
import { membershipAt } from './membership-state';

/** The name of the company's plan in force, in both languages; null when none is (free, or lapsed). */
export async function planTitleInForce(db: Db, company: CompanyRow | null): Promise<{ zh: string; en: string } | null> {
  const membership = membershipAt(company, now());
  if (!membership.active) return null;
  const plan = await planForLevel(db, membership.level);
  return plan ? { zh: plan.title.zh, en: plan.title.en } : null;
}
