import { z } from 'zod';
import { dailyAllowanceSchema } from './membership';
import { entitlementsSchema } from './entitlements';
import { accountManagerSchema } from './account-manager';
import { CONTROL_CHARACTERS_ISSUE, hasUnsafeCharacters, lineText, multilineText } from './safe-text';

/*
 * Accounts: the wire shapes of sign-in, registration, SMS codes, password reset, profile and the
 * operator's approval calls. Shared by the API (validation + OpenAPI) and the UI forms.
 */

/** Mainland mobile number: 1, then 3–9, then 9 digits (the spec's login / register pattern). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The SMS button's pattern: the same number with an optional +86 / 0086 prefix. */
export const SMS_PHONE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;
/** The spec's login form minimum (old accounts keep signing in). */
export const LOGIN_PASSWORD_MIN = 6;
/** New passwords: 8–128 characters, counted as code points, no composition rules. */
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Seconds the SMS button stays disabled after a send; the server enforces the same gap. */
export const SMS_RESEND_SECONDS = 60;

/** Characters as a person counts them (a CJK character or an emoji is one), not UTF-16 units. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/** "+8613800138000" / "008613800138000" / "13800138000" → "13800138000". */
export function normalizeSmsPhone(value: string): string {
  return value.replace(/^(?:\+86|0086)/, '');
}

export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN);
export const smsPhoneSchema = z.string().trim().regex(SMS_PHONE_PATTERN).transform(normalizeSmsPhone);

export const SMS_PURPOSES = ['autopartsContactApply', 'autopartsResetPwd'] as const;
export const smsPurposeSchema = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;
export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** Passwords are kept exactly as typed, but a control character is never something a person typed. */
const PRINTABLE = [(v: string) => !hasUnsafeCharacters(v), { message: CONTROL_CHARACTERS_ISSUE.apiKey, params: CONTROL_CHARACTERS_ISSUE, abort: true }] as const;
/*
 * A custom issue's message names its rule ('tooShort', 'tooLong', an API message key): the storefront's
 * forms read it to pick their translated text (the API translates issues itself).
 */

/*
 * Each length refusal names its form rule (message) and the API's own translated text (params.apiKey),
 * so the API never answers a short password with the generic "invalid input"
 * (docs/decisions/0071-spec-rows-to-the-letter.md).
 */
const loginPasswordSchema = z
  .string()
  .refine(...PRINTABLE)
  .refine((v) => codePointLength(v) >= LOGIN_PASSWORD_MIN, {
    message: 'tooShort',
    params: { apiKey: 'loginPasswordTooShort', min: LOGIN_PASSWORD_MIN },
  })
  .refine((v) => codePointLength(v) <= PASSWORD_MAX, {
    message: 'tooLong',
    params: { apiKey: 'loginPasswordTooLong', max: PASSWORD_MAX },
  });

/** A password being set: 8–128 code points, kept exactly as typed (no trimming, no truncation). */
export const newPasswordSchema = z
  .string()
  .refine(...PRINTABLE)
  .refine((v) => codePointLength(v) >= NEW_PASSWORD_MIN, {
    message: 'tooShort',
    params: { apiKey: 'passwordTooShort', min: NEW_PASSWORD_MIN },
  })
  .refine((v) => codePointLength(v) <= PASSWORD_MAX, {
    message: 'tooLong',
    params: { apiKey: 'passwordTooLong', max: PASSWORD_MAX },
  });

/** Size bands for annual sales and years in the trade (A = smallest), as the register form offers them. */
export const BANDS = ['A', 'B', 'C', 'D'] as const;
export const bandSchema = z.enum(BANDS);
export type Band = z.infer<typeof bandSchema>;

/** 6-digit adcode; city and district may be empty where the region has no such level (Taiwan, 东莞). */
const adcodeSchema = z.string().regex(/^\d{6}$/);
const optionalAdcodeSchema = z.union([adcodeSchema, z.literal('')]).default('');

// ---- requests ---------------------------------------------------------------------------------

/** POST /api/send/sms */
export const sendSmsBodySchema = z.strictObject({
  username: smsPhoneSchema,
  issue: smsPurposeSchema.default('autopartsContactApply'),
});

/** POST /api/login */
export const loginBodySchema = z.strictObject({
  username: mobileSchema,
  password: loginPasswordSchema,
});

const nameSchema = lineText({ min: 1, max: 60 });
const companySchema = lineText({ min: 1, max: 120 });
const positionSchema = lineText({ max: 60 });

/**
 * POST /api/reg — the spec's register payload, to the letter: `duty` is the operator value and
 * `gmvLevelCode` / `businessYearCode` are 'A' (nothing else is accepted). The bands the buyer chose
 * travel in the form's own fields `annualSales` and `experienceYears` and become the company's bands
 * (docs/decisions/0071-spec-rows-to-the-letter.md); `position` is the form's too.
 */
export const registerBodySchema = z.strictObject({
  mobile: mobileSchema,
  smsContent: smsCodeSchema,
  name: nameSchema,
  duty: z.literal('operator').default('operator'),
  operatorGroupName: companySchema,
  province: adcodeSchema,
  city: optionalAdcodeSchema,
  district: optionalAdcodeSchema,
  gmvLevelCode: z.literal('A').default('A'),
  businessYearCode: z.literal('A').default('A'),
  position: positionSchema.optional(),
  annualSales: bandSchema.optional(),
  experienceYears: bandSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/reset — same answer whether or not the number has an account. */
export const resetPasswordBodySchema = z.strictObject({
  username: smsPhoneSchema,
  code: smsCodeSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** PUT /api/user/profile — the whole editable profile; anything else (role, status, level…) is refused. */
export const profileUpdateBodySchema = z.strictObject({
  name: nameSchema,
  company: companySchema,
  position: positionSchema.default(''),
  province: adcodeSchema,
  city: optionalAdcodeSchema,
  district: optionalAdcodeSchema,
  gmvLevelCode: bandSchema,
  businessYearCode: bandSchema,
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** POST /api/user/password */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string()
    .min(1)
    .max(PASSWORD_MAX * 4)
    .refine(...PRINTABLE),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

// ---- answers ----------------------------------------------------------------------------------

export const USER_ROLES = ['buyer', 'admin', 'operator'] as const;
export const USER_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserRole = z.infer<typeof userRoleSchema>;
/** owner: registered the company and runs its team, membership and invoices; buyer: a colleague. */
export const COMPANY_ROLES = ['owner', 'buyer'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export const SEAT_STATES = ['active', 'suspended', 'removed'] as const;
export const seatStateSchema = z.enum(SEAT_STATES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** POST /api/login answer (role, token). The token goes in `Authorization: Bearer <token>`. */
export const loginResultSchema = z.object({ role: userRoleSchema, token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/reg answer: the account exists and waits for an operator. */
export const registerResultSchema = z.object({ status: z.literal('pending') });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST /api/send/sms answer: when the client may ask again (the button's countdown). */
export const sendSmsResultSchema = z.object({ resendAfterSeconds: z.number().int() });
export type SendSmsResult = z.infer<typeof sendSmsResultSchema>;

const regionPartSchema = z.object({ adcode: z.string(), name: z.string(), nameEn: z.string() });
export const userRegionSchema = z.object({
  province: regionPartSchema.nullable(),
  city: regionPartSchema.nullable(),
  district: regionPartSchema.nullable(),
});

/** GET /api/info — the signed-in user's own data (never hashes or codes). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  duty: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  region: userRegionSchema,
  gmvLevelCode: z.string(),
  businessYearCode: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  /** The company's membership (every colleague enjoys the plan the owner bought). */
  membershipLevel: z.number().int(),
  membershipExpiresAt: z.string().nullable(),
  /** The company the account belongs to (null for staff) and the account's place in it. */
  companyId: z.number().int().nullable(),
  companyRole: companyRoleSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * The owner's renewal notice while the membership (on a plan granting reminders) ends within 30 days:
 * the plan, its end and the price of renewing it. Null for colleagues and outside the window.
 */
export const renewalReminderSchema = z.object({
  planLevel: z.number().int(),
  planTitle: z.string(),
  endsAt: z.string(),
  /** Memberships are priced in yuan (fen). */
  priceFen: z.number().int(),
});
export type RenewalReminder = z.infer<typeof renewalReminderSchema>;

/**
 * GET /api/info: the profile plus today's allowance of what the plan promises per day (memo_per_day) and
 * everything else the company's plan grants now.
 */
export const accountInfoSchema = userInfoSchema.extend({
  dailyAllowance: dailyAllowanceSchema,
  entitlements: entitlementsSchema,
  /** The company's account manager, only while the plan grants one (null otherwise, and for staff). */
  accountManager: accountManagerSchema.nullable(),
  renewalReminder: renewalReminderSchema.nullable(),
  /** The name of the plan in force, in both languages (the header shows it in the page's); null without one. */
  membershipPlanTitle: z.object({ zh: z.string(), en: z.string() }).nullable(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

// ---- operator ---------------------------------------------------------------------------------

/** Without `status` and `mobile` the pending queue; with `mobile` alone that number in any status. */
export const adminUserListQuerySchema = z.object({
  status: userStatusSchema.optional(),
  role: userRoleSchema.optional(),
  /** Part of a mobile number, name or company (any status unless `status` is given). */
  q: lineText({ max: 60 }).optional(),
  mobile: z.string().trim().regex(SMS_PHONE_PATTERN).transform(normalizeSmsPhone).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  region: userRegionSchema,
  gmvLevelCode: z.string(),
  businessYearCode: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  statusReason: z.string().nullable(),
  statusDecidedAt: z.string().nullable(),
  createdAt: z.string(),
  companyId: z.number().int().nullable(),
  companyRole: companyRoleSchema.nullable(),
  seatState: seatStateSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const rejectBodySchema = z.strictObject({ reason: multilineText({ min: 1, max: 200 }) });

export const adminOutboxQuerySchema = z.object({
  mobile: z.string().trim().regex(SMS_PHONE_PATTERN).transform(normalizeSmsPhone).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** The console's SMS log (GET /api/admin/outbox): codes already masked. */
export const adminSmsLogSchema = z.array(
  z.object({
    id: z.number().int(),
    channel: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    provider: z.string().nullable(),
    to: z.string().nullable(),
    text: z.string(),
  }),
);
