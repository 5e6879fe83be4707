import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Seats } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { companies, companyInvitations, membershipPlans, users, type CompanyRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { planForLevel } from '../membership/find-plan';
import { membershipAt } from '../membership/membership-state';

type MembershipOf = Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'>;

/** Colleagues the company's plan allows besides the owner now: the active plan's account_limit, else 0. */
export async function seatLimit(db: Db, company: MembershipOf, at: Date): Promise<number> {
  const membership = membershipAt(company, at);
  if (!membership.active) return 0;
  return (await planForLevel(db, membership.level))?.accountLimit ?? 0;
}

/** Colleagues holding a seat: active seat on an approved account (the owner is not counted). */
export function seatHolderWhere(companyId: number) {
  return and(
    eq(users.companyId, companyId),
    eq(users.companyRole, 'buyer'),
    eq(users.seatState, 'active'),
    eq(users.status, 'approved'),
  );
}

/** Open invitations: neither accepted nor revoked, and still within their days. */
export function openInvitationWhere(companyId: number, at: Date) {
  return and(
    eq(companyInvitations.companyId, companyId),
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, at),
  );
}

export async function countSeatHolders(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(seatHolderWhere(companyId));
  return Number(row?.n ?? 0);
}

export async function countOpenInvitations(db: Db, companyId: number, at: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyInvitations).where(openInvitationWhere(companyId, at));
  return Number(row?.n ?? 0);
}

/** The cheapest plan on sale with more seats than `limit`, to name in a refusal; null at the top. */
async function morePlan(db: Db, limit: number, lang: Lang): Promise<Seats['morePlan']> {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.active, 1), gt(membershipPlans.accountLimit, limit)))
    .orderBy(asc(membershipPlans.priceFen), asc(membershipPlans.sortOrder), asc(membershipPlans.id))
    .limit(1);
  if (!plan) return null;
  return { id: plan.id, level: plan.level, title: plan.title[lang], accountLimit: plan.accountLimit };
}

/** The company's seats now: how many its plan allows, how many are taken (open invitations too), and the plan with more. */
export async function companySeats(db: Db, company: CompanyRow, at: Date, lang: Lang): Promise<Seats> {
  const [limit, holders, invitations] = await Promise.all([
    seatLimit(db, company, at),
    countSeatHolders(db, company.id),
    countOpenInvitations(db, company.id, at),
  ]);
  return { limit, used: holders + invitations, morePlan: await morePlan(db, limit, lang) };
}

/** The refusal when no seat is free, naming the plan's seat count and the plan that has more. */
export function seatsFullError(seats: Seats): DomainError {
  if (!seats.morePlan) return new DomainError('conflict', 'seatsFullTop', { limit: seats.limit });
  const params = { limit: seats.limit, plan: seats.morePlan.title, more: seats.morePlan.accountLimit };
  return new DomainError('conflict', seats.limit === 0 ? 'seatsNone' : 'seatsFull', params);
}

/** Locks the company row for the rest of the transaction, so seat counts cannot change under a decision. */
export async function lockCompany(tx: Db, companyId: number): Promise<CompanyRow> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw new DomainError('notFound', 'forbidden');
  return company;
}
