import { z } from 'zod';
import { userRoleSchema } from './accounts';
import { exportFormatSchema } from './favorites';
import { pagedListSchema } from './catalog';
import { lineText } from './safe-text';

/*
 * The operator console's own calls (docs/decisions/0037–0039): the staff second factor, roles, the
 * audit log, the outbox and the dashboard. Account and inquiry screens reuse their domains' contracts.
 */

export const STAFF_ROLES = ['operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const RECOVERY_CODE_COUNT = 10;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six digits')
  .meta({ description: 'The 6-digit code the authenticator app shows now', example: '123456' });
/** xxxxx-xxxxx from the recovery alphabet; case, spaces and the hyphen are forgiven. */
const recoveryCode = z
  .string()
  .trim()
  .min(10)
  .max(16)
  .regex(/^[A-Za-z0-9 -]+$/)
  .meta({ example: 'k7m2p-9xq4r' });

/** GET /api/staff/second-factor */
export const secondFactorStatusSchema = z.object({
  role: userRoleSchema,
  /** Whether this role must pass the second factor before any /api/admin/* call. */
  required: z.boolean(),
  enrolled: z.boolean(),
  /** This session has passed it. */
  passed: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/staff/second-factor/enrolment — shown once, for the QR code and manual entry. */
export const totpEnrolmentSchema = z.object({
  secret: z.string().meta({ description: 'Base32 secret for manual entry' }),
  otpauthUri: z.string().meta({ description: 'otpauth://totp/… for the QR code' }),
  issuer: z.string(),
  account: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/staff/second-factor/enrolment/confirm */
export const totpConfirmBodySchema = z.strictObject({ code: totpCode });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/staff/second-factor/verify: a current code, or one of the recovery codes. */
export const secondFactorVerifyBodySchema = z
  .strictObject({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
    path: ['code'],
  });
export const secondFactorPassedSchema = z.object({ passed: z.literal(true), recoveryCodesLeft: z.number().int() });

/** POST /api/admin/users/{id}/role (admin only) */
export const roleBodySchema = z.strictObject({ role: userRoleSchema });

// ---- audit log --------------------------------------------------------------------------------

export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  action: lineText({ max: 60 }).optional().meta({ description: 'Exact action, or a prefix ending in "." (e.g. user.)' }),
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  targetUserId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, China time, inclusive' }),
  to: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, China time, inclusive' }),
  export: exportFormatSchema.optional().meta({ description: 'Download every matching row as a file instead' }),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

const jsonRecord = z.record(z.string(), z.unknown());
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), role: userRoleSchema }).nullable(),
  targetUserId: z.number().int().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** Who or what the row is about, in words: the target account's name and company, or the target company's name. */
  targetName: z.string().nullable().meta({ example: '李明 · 广州安达汽配' }),
  /** A product's, plan's or category's own title in both languages (null for other targets or one since deleted). */
  targetTitle: z.object({ zh: z.string(), en: z.string() }).nullable().meta({ example: { zh: '博世火花塞', en: 'Bosch spark plug' } }),
  /** The currency of the money in before/after, when the target has one (an inquiry's quote). */
  currency: z.string().nullable().meta({ example: 'USD' }),
  before: jsonRecord.nullable(),
  after: jsonRecord.nullable(),
  details: jsonRecord,
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = pagedListSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

// ---- outbox ------------------------------------------------------------------------------------

export const OUTBOX_STATES = ['pending', 'sent', 'dead'] as const;
export const outboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(OUTBOX_STATES).optional(),
  channel: z.enum(['sms', 'chatbot']).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  provider: z.string().nullable(),
  to: z.string().nullable(),
  text: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxListSchema = pagedListSchema(outboxEntrySchema);
export type OutboxList = z.infer<typeof outboxListSchema>;

// ---- dashboard ---------------------------------------------------------------------------------

export const dashboardSchema = z.object({
  pendingApplicants: z.number().int(),
  openInquiries: z.number().int(),
  /** Of those, the ones past the answer deadline their plan promised. */
  overdueInquiries: z.number().int(),
  failedMessages: z.number().int(),
  /** Membership orders paid today (China day) with real money: sandbox test orders are not counted. */
  todayOrders: z.number().int(),
  /** Their amounts, in fen (¥0.01). */
  todayRevenueFen: z.number().int(),
  /** Sandbox test orders paid today: no money, so neither in todayOrders nor in the revenue (docs/decisions/0060). */
  todayTestOrders: z.number().int(),
  /** Late or second payments still to give back. */
  refundsRequired: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
