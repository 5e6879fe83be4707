import { and, eq, sql } from 'drizzle-orm';
import type { Entitlements } from '@/contracts/entitlements';
import type { DailyAllowance } from '@/contracts/membership';
import { addDays, chinaDay, chinaDayStart } from '@/lib/china-date';
import { now } from '../clock';
import { dailyAllowanceUsage } from '../db/schema';
import { companyOfUser } from '../companies/company-of-user';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { entitlementsOf } from './entitlements';

/**
 * What memo_per_day promises, kept (docs/decisions/0022-membership-promises.md): a plan's
 * per_day_limit counts inquiries per China day; searches (when the search helper calls this) get ten
 * times that. Without an active plan the free tier's FREE_DAILY_INQUIRIES applies. null = unlimited.
 */
export type AllowanceKind = 'inquiry' | 'search';
const KIND_FACTOR: Record<AllowanceKind, number> = { inquiry: 1, search: 10 };

/** The next Asia/Shanghai midnight: when every allowance starts again. */
export function allowanceResetsAt(at: Date): Date {
  return chinaDayStart(addDays(chinaDay(at), 1));
}

/** What the caller's entitlements grant a day, when the caller already read them (/api/info, a new inquiry). */
export type KnownEntitlements = Pick<Entitlements, 'dailyInquiries'>;

export async function allowanceLimit(
  db: Db,
  userId: number,
  kind: AllowanceKind,
  at: Date,
  known?: KnownEntitlements,
): Promise<number | null> {
  // Each person has the company plan's allowance (ADR 0066): one colleague cannot use up another's day.
  const { dailyInquiries } = known ?? (await entitlementsOf(db, await companyOfUser(db, userId), at));
  return dailyInquiries === null ? null : dailyInquiries * KIND_FACTOR[kind];
}

async function usedOn(db: Db, userId: number, kind: AllowanceKind, day: string): Promise<number> {
  const [row] = await db
    .select({ used: dailyAllowanceUsage.used })
    .from(dailyAllowanceUsage)
    .where(and(eq(dailyAllowanceUsage.userId, userId), eq(dailyAllowanceUsage.kind, kind), eq(dailyAllowanceUsage.day, day)));
  return row?.used ?? 0;
}

/** Today's allowance as /api/info reports it. */
export async function readDailyAllowance(
  db: Db,
  userId: number,
  kind: AllowanceKind = 'inquiry',
  at: Date = now(),
  known?: KnownEntitlements,
): Promise<DailyAllowance> {
  const limit = await allowanceLimit(db, userId, kind, at, known);
  const used = await usedOn(db, userId, kind, chinaDay(at));
  return {
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetsAt: allowanceResetsAt(at).toISOString(),
  };
}

/**
 * Counts one use, or refuses with 429 naming the limit and the reset time. One statement decides
 * (the upsert only increments below the limit), so parallel requests cannot both take the last one.
 * Call it inside the transaction of the thing counted: a rollback gives the use back.
 */
export async function consumeDailyAllowance(
  db: Db,
  userId: number,
  kind: AllowanceKind,
  at: Date = now(),
  known?: KnownEntitlements,
): Promise<DailyAllowance> {
  const limit = await allowanceLimit(db, userId, kind, at, known);
  const day = chinaDay(at);
  const resetsAt = allowanceResetsAt(at);
  const refuse = () =>
    new DomainError('rateLimited', kind === 'inquiry' ? 'dailyInquiriesUsed' : 'dailySearchesUsed', {
      limit: limit ?? 0,
      resetsAt: `${chinaDay(resetsAt)} 00:00`,
    });
  if (limit === 0) throw refuse();
  const [row] = await db
    .insert(dailyAllowanceUsage)
    .values({ userId, kind, day, used: 1 })
    .onConflictDoUpdate({
      target: [dailyAllowanceUsage.userId, dailyAllowanceUsage.kind, dailyAllowanceUsage.day],
      set: { used: sql`${dailyAllowanceUsage.used} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${dailyAllowanceUsage.used} < ${limit}` }),
    })
    .returning({ used: dailyAllowanceUsage.used });
  if (!row) throw refuse();
  return {
    limit,
    used: row.used,
    remaining: limit === null ? null : Math.max(0, limit - row.used),
    resetsAt: resetsAt.toISOString(),
  };
}
