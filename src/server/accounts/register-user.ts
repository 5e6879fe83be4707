import type { registerBodySchema } from '@/contracts/accounts';
import type { Lang } from '@/contracts/site';
import type { z } from 'zod';
import { now } from '../clock';
import { auditLog, companies, users } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueChatBotMessage } from '../notifications/enqueue-chat-bot';
import { logEvent } from '../security/safe-log';
import { consumeSmsCode } from './consume-sms-code';
import { regionLabel, resolveRegion } from './user-region';
import { DomainError } from '../domain-error';

export type RegisterInput = z.output<typeof registerBodySchema>;

/**
 * POST /api/reg: a pending buyer account (no password — it is set after approval through the reset
 * flow). Order matters: the form is checked first (a typo must not burn the code); then one
 * transaction uses up the code (so "already registered" is only ever told to whoever owns the
 * phone), creates the user and queues the operators' chat-bot message (the bot being down
 * cannot fail the registration; the outbox retries). A failure after the code was accepted rolls the
 * code back with everything else, so the buyer can retry with it.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  context: { lang: Lang },
): Promise<{ userId: number }> {
  const region = resolveRegion(input);
  if (!region) throw DomainError.field('province', 'regionInvalid');
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    // In the same transaction as the account: if anything below fails, the code stays usable.
    const codeAccepted = await consumeSmsCode(tx, {
      mobile: input.mobile,
      purpose: 'autopartsContactApply',
      code: input.smsContent,
    });
    // A wrong try must still count (the attempt is committed), so this returns rather than throws.
    if (!codeAccepted) return { userId: null };
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.operatorGroupName,
        provinceCode: region.provinceCode,
        cityCode: region.cityCode,
        districtCode: region.districtCode,
        // The company's bands are what the buyer chose in the form's own fields; the payload's
        // gmvLevelCode / businessYearCode are always the spec's fixed 'A' and say nothing about them.
        gmvLevelCode: input.annualSales ?? 'A',
        businessYearCode: input.experienceYears ?? 'A',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('register: company insert returned nothing');
    // The account that registers is the company's owner (the spec's duty = operator).
    const [created] = await tx
      .insert(users)
      .values({
        mobile: input.mobile,
        name: input.name,
        duty: input.duty,
        position: input.position ?? '',
        companyId: company.id,
        companyRole: 'owner',
        role: 'buyer',
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (!created) throw new DomainError('conflict', 'mobileTaken');
    // The applicant's language, so the approval SMS later speaks it.
    await tx.insert(auditLog).values({
      actorUserId: created.id,
      action: 'user.register',
      targetUserId: created.id,
      details: { lang: context.lang },
      createdAt: at,
    });
    await enqueueChatBotMessage(tx, {
      type: 'user.applied',
      name: input.name,
      company: input.operatorGroupName,
      mobile: input.mobile,
      region: regionLabel(region.path),
      appliedAt: at,
    });
    return { userId: created.id };
  });
  const userId = outcome.userId;
  if (userId === null) throw DomainError.field('smsContent', 'smsCodeInvalid');
  logEvent('info', 'account.registered', { userId, mobile: input.mobile });
  return { userId };
}
