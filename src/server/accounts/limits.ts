import { env } from '@/env';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every number the account rules use, in one place. */
export const LIMITS = {
  smsCode: { ttlMs: 5 * MINUTE, maxAttempts: 5 },
  smsSend: {
    perMobileGapMs: () => env.SMS_RESEND_GAP_SECONDS * SECOND,
    perMobileHour: 5,
    perMobileDay: 10,
    perIpHour: env.SMS_PER_IP_HOUR,
    globalDay: () => env.SMS_DAILY_GLOBAL_CAP,
  },
  login: {
    consecutiveFailures: 10,
    failureWindowMs: DAY,
    blockMs: 15 * MINUTE,
    perAccountHour: 100,
  },
  passwordChange: { failuresPerHour: 10 },
  /** Staff TOTP / recovery codes: 5 wrong codes in 15 minutes block the account's second factor for 15 minutes. */
  secondFactor: { failures: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  session: {
    idleMs: () => env.SESSION_IDLE_MINUTES * MINUTE,
    absoluteMs: () => env.SESSION_ABSOLUTE_DAYS * DAY,
    /** lastSeenAt is written at most this often (one UPDATE per minute per session, not per request). */
    touchEveryMs: MINUTE,
  },
  time: { SECOND, MINUTE, HOUR, DAY },
} as const;
