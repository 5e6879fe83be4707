import { and, eq, gt, lte } from 'drizzle-orm';
import type { RenewalReminder } from '@/contracts/accounts';
import type { Entitlements } from '@/contracts/entitlements';
import { RENEWAL_REMINDER_DAYS } from '@/contracts/membership-constants';
import type { Lang } from '@/contracts/site';
import { formatChinaInstant } from '@/lib/china-date';
import { formatYuan } from '@/lib/format-money';
import { now } from '../clock';
import { companies, membershipReminders, users, type CompanyRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueSms } from '../notifications/enqueue-sms';
import { planForLevel } from './find-plan';
import { membershipAt } from './membership-state';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The widest lead time: the banner shows and the first SMS goes out from here on. */
const WINDOW_DAYS = Math.max(...RENEWAL_REMINDER_DAYS);

/**
 * The lead time a membership ending at `endsAt` is due for at `at`: the shortest one it is already
 * within (7 when 5 days are left, 30 when 20 are), or null outside the window. Only the shortest one
 * is sent, so a job that was down, or a term bought late, never sends two messages at once.
 */
export function dueLeadTime(endsAt: Date, at: Date): number | null {
  const left = endsAt.getTime() - at.getTime();
  if (left <= 0) return null;
  const due = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days * DAY_MS);
  return due ?? null;
}

/**
 * Texts each owner whose membership (on a plan granting reminders) ends within a lead time, once
 * per term and lead time. The reminder row is the claim: inserted with ON CONFLICT DO NOTHING in the
 * transaction that queues the SMS, so two passes (two instances, or one run twice) send once, and
 * a renewal (a new end instant) starts the next term's reminders. Returns how many were queued.
 */
export async function sendRenewalReminders(db: Db, at: Date = now()): Promise<{ sent: number }> {
  const candidates = await db
    .select({ company: companies, owner: users })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.companyRole, 'owner')))
    .where(
      and(
        eq(companies.status, 'active'),
        eq(users.status, 'approved'),
        gt(companies.membershipLevel, 0),
        gt(companies.membershipExpiresAt, at),
        lte(companies.membershipExpiresAt, new Date(at.getTime() + WINDOW_DAYS * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const { company, owner } of candidates) {
    if (await remindOne(db, company, owner, at)) sent += 1;
  }
  return { sent };
}

async function remindOne(db: Db, company: CompanyRow, owner: UserRow, at: Date): Promise<boolean> {
  const endsAt = company.membershipExpiresAt;
  if (!endsAt) return false;
  const daysBefore = dueLeadTime(endsAt, at);
  if (daysBefore === null) return false;
  const plan = await planForLevel(db, company.membershipLevel);
  if (!plan || plan.renewalReminders !== 1) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(membershipReminders)
      .values({ companyId: company.id, termEndsAt: endsAt, daysBefore, sentAt: at })
      .onConflictDoNothing()
      .returning({ companyId: membershipReminders.companyId });
    if (claimed.length === 0) return false;
    // Owners have no stored language; mainland numbers read Chinese (the store's default locale).
    const lang: Lang = 'zh';
    await enqueueSms(tx, {
      mobile: owner.mobile,
      template: 'renewalReminder',
      params: {
        plan: plan.title[lang],
        date: formatChinaInstant(endsAt, lang, false),
        price: formatYuan(plan.priceFen, lang),
      },
      lang,
    });
    return true;
  });
}

/**
 * What the owner's banner shows while the membership ends within the window and the plan grants
 * reminders: the plan, its end and the price of renewing it. Colleagues get none: renewing is the
 * owner's (they run the company's money), and a notice they cannot act on would only be noise.
 */
export async function renewalReminderFor(
  db: Db,
  company: CompanyRow | null,
  user: Pick<UserRow, 'companyRole'>,
  entitlements: Pick<Entitlements, 'renewalReminders'>,
  lang: Lang,
  at: Date = now(),
): Promise<RenewalReminder | null> {
  if (!company || user.companyRole !== 'owner' || !entitlements.renewalReminders) return null;
  const membership = membershipAt(company, at);
  if (!membership.active || !membership.expiresAt) return null;
  if (membership.expiresAt.getTime() - at.getTime() > WINDOW_DAYS * DAY_MS) return null;
  const plan = await planForLevel(db, membership.level);
  if (!plan) return null;
  return {
    planLevel: plan.level,
    planTitle: plan.title[lang],
    endsAt: membership.expiresAt.toISOString(),
    priceFen: plan.priceFen,
  };
}
