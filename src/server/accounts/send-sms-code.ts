import { eq } from 'drizzle-orm';
import { SMS_RESEND_SECONDS, type SmsPurpose } from '@/contracts/accounts';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { smsCodes, users } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueSms } from '../notifications/enqueue-sms';
import { hitRateLimit, secondsUntil } from '../security/rate-limit';
import { logEvent } from '../security/safe-log';
import { generateSmsCode, hashSmsCode } from '../security/sms-code-hash';
import { LIMITS } from './limits';
import { DomainError } from '../domain-error';

/** The calendar day in China (UTC+8), for the store-wide daily cap. */
function chinaDay(at: Date): string {
  return new Date(at.getTime() + 8 * LIMITS.time.HOUR).toISOString().slice(0, 10);
}

/**
 * Counts one request against every sending limit, cheapest refusal first. Each hit is an
 * atomic upsert, so parallel requests cannot slip through together. A refused request still counts
 * toward the limits it reached: hammering only extends the wait.
 */
export async function enforceSendLimits(db: Db, mobile: string, ip: string): Promise<void> {
  const { smsSend, time } = LIMITS;
  const gap = await hitRateLimit(db, `sms-gap:${mobile}`, smsSend.perMobileGapMs());
  if (gap.count > 1)
    throw new DomainError('rateLimited', 'smsTooSoon', { seconds: secondsUntil(gap.windowEndsAt) });
  const perIp = await hitRateLimit(db, `sms-ip:${ip}`, time.HOUR);
  if (perIp.count > smsSend.perIpHour) throw new DomainError('rateLimited', 'rateLimited');
  const hour = await hitRateLimit(db, `sms-hour:${mobile}`, time.HOUR);
  if (hour.count > smsSend.perMobileHour) throw new DomainError('rateLimited', 'smsTooMany');
  const day = await hitRateLimit(db, `sms-day:${mobile}`, time.DAY);
  if (day.count > smsSend.perMobileDay) throw new DomainError('rateLimited', 'smsTooMany');
  // The cost circuit: once the store's daily budget is spent nothing reaches the carrier until tomorrow.
  const global = await hitRateLimit(db, `sms-global:${chinaDay(now())}`, time.DAY + 8 * time.HOUR);
  if (global.count > smsSend.globalDay()) {
    logEvent('warn', 'sms.global-cap-reached', { cap: smsSend.globalDay() });
    throw new DomainError('unavailable', 'smsUnavailable');
  }
}

/**
 * Purposes the server sends codes for on its own flows (never asked for through /api/send/sms):
 * companyInvitation proves an invited number before its account is created.
 */
export type InternalSmsPurpose = 'companyInvitation';
export type AnySmsPurpose = SmsPurpose | InternalSmsPurpose;

/** Stores a fresh code for (mobile, purpose) and queues its SMS, together. Limits are the caller's. */
export async function queueSmsCode(db: Db, input: { mobile: string; purpose: AnySmsPurpose; lang: Lang }): Promise<void> {
  const code = generateSmsCode();
  const codeHash = await hashSmsCode(db, { mobile: input.mobile, purpose: input.purpose, code });
  const at = now();
  await db.transaction(async (tx) => {
    await tx.insert(smsCodes).values({
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash,
      createdAt: at,
      expiresAt: new Date(at.getTime() + LIMITS.smsCode.ttlMs),
    });
    await enqueueSms(tx as unknown as Db, {
      mobile: input.mobile,
      template: 'verificationCode',
      params: { code },
      lang: input.lang,
    });
  });
  logEvent('info', 'sms.code-queued', { mobile: input.mobile, purpose: input.purpose });
}

/**
 * POST /api/send/sms. A registration code is only sent to a number without an account, a reset code
 * only to an approved account; otherwise the answer is the same success and nothing is sent, so the
 * endpoint does not tell who is registered.
 */
export async function sendSmsCode(
  db: Db,
  input: { mobile: string; purpose: SmsPurpose; ip: string; lang: Lang },
): Promise<{ resendAfterSeconds: number }> {
  await enforceSendLimits(db, input.mobile, input.ip);
  const answer = { resendAfterSeconds: SMS_RESEND_SECONDS };

  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.mobile, input.mobile));
  const eligible = input.purpose === 'autopartsContactApply' ? !user : user?.status === 'approved';
  if (!eligible) {
    logEvent('info', 'sms.not-sent', { mobile: input.mobile, purpose: input.purpose });
    return answer;
  }

  await queueSmsCode(db, input);
  return answer;
}
