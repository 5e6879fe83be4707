import { z } from 'zod';
import {
  companyRoleSchema,
  mobileSchema,
  newPasswordSchema,
  seatStateSchema,
  smsCodeSchema,
  userStatusSchema,
} from './accounts';
import { lineText, multilineText } from './safe-text';
import { accountManagerSchema } from './account-manager';
import { apiTokenViewSchema } from './api-tokens';

/*
 * Company accounts (docs/decisions/0066-company-accounts.md): the owner (the account that registered)
 * and the colleagues it invites, as many as the company's plan has seats. Request bodies in camelCase,
 * like the rest of the buyer API added after the spec.
 */

export const COMPANY_LIMITS = {
  /** An invitation link works this many days. */
  invitationDays: 7,
  /** Invitation tokens: 32 random bytes, base64url. */
  tokenLength: 43,
} as const;

const personNameSchema = lineText({ min: 1, max: 60 });
const idSchema = z.number().int().positive();
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /api/company/invite — owner only. */
export const inviteBodySchema = z.strictObject({ mobile: mobileSchema, name: personNameSchema });
export type InviteBody = z.input<typeof inviteBodySchema>;

/** POST /api/company/invitation/revoke — owner only. */
export const revokeInvitationBodySchema = z.strictObject({ id: idSchema });

/** POST /api/company/member/remove — owner only; the colleague leaves for good (inquiries stay). */
export const removeMemberBodySchema = z.strictObject({ userId: idSchema });

/** POST /api/company/member/seat — owner only: who keeps a seat when there are fewer seats than colleagues. */
export const memberSeatBodySchema = z.strictObject({ userId: idSchema, seat: z.enum(['active', 'suspended']) });
export type MemberSeatBody = z.input<typeof memberSeatBodySchema>;

/** POST /api/company/transfer — owner only, with the owner's password; the owner becomes a colleague. */
export const transferOwnershipBodySchema = z.strictObject({ userId: idSchema, password: z.string().min(1).max(512) });

/** GET /api/company/invitation?token= — public: what the link offers. */
export const invitationQuerySchema = z.object({ token: invitationTokenSchema });
/** POST /api/company/invitation/code — public: sends the SMS code to the invited number. */
export const invitationCodeBodySchema = z.strictObject({ token: invitationTokenSchema });
/** POST /api/company/invitation/accept — public: proves the number, sets the password, creates the account. */
export const acceptInvitationBodySchema = z.strictObject({
  token: invitationTokenSchema,
  smsContent: smsCodeSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

// ---- answers ----------------------------------------------------------------------------------

export const INVITATION_STATES = ['open', 'expired', 'revoked', 'accepted'] as const;
export const invitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** How many colleagues the plan allows, how many hold a seat, and the cheapest plan with more. */
export const seatsSchema = z.object({
  /** Colleagues the active plan allows besides the owner (0 without one). */
  limit: z.number().int(),
  /** Colleagues holding a seat now (active), plus open invitations (each will take one). */
  used: z.number().int(),
  /** The next plan up that has more seats, to name in a refusal and on the team page; null at the top. */
  morePlan: z.object({ id: z.number().int(), level: z.number().int(), title: z.string(), accountLimit: z.number().int() }).nullable(),
});
export type Seats = z.infer<typeof seatsSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  position: z.string(),
  companyRole: companyRoleSchema,
  seatState: seatStateSchema,
  status: userStatusSchema,
  lastSignInAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/company/team — owner only: the members (owner first), open invitations and seats. */
export const teamSchema = z.object({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    membershipLevel: z.number().int(),
    membershipExpiresAt: z.string().nullable(),
  }),
  seats: seatsSchema,
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/company/invitation answer. */
export const invitationViewSchema = z.object({
  companyName: z.string(),
  inviterName: z.string(),
  name: z.string(),
  /** 138****1234 */
  maskedMobile: z.string(),
  expiresAt: z.string(),
  state: invitationStateSchema,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/company/invitation/accept answer: the account exists; the client signs in with it. */
export const acceptedInvitationSchema = z.object({ mobile: z.string() });

// ---- operator console -------------------------------------------------------------------------

export const COMPANY_STATUSES = ['active', 'disabled'] as const;
export const companyStatusSchema = z.enum(COMPANY_STATUSES);
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

/** GET /api/admin/companies — `q` is part of the name, or of an owner's or member's mobile. */
export const adminCompanyListQuerySchema = z.object({
  q: lineText({ max: 60 }).optional(),
  status: companyStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: companyStatusSchema,
  statusReason: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  ownerMobile: z.string(),
  memberCount: z.number().int(),
  seats: seatsSchema,
  membershipLevel: z.number().int(),
  membershipExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompanyListSchema = z.object({
  items: z.array(adminCompanySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/admin/companies/{id}: the company, all its members (any seat state) and open invitations. */
export const adminCompanyDetailSchema = adminCompanySchema.extend({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  /** Assigned by an operator; the company's members see it while their plan grants an account manager. */
  accountManager: accountManagerSchema.nullable(),
  /** The company's buyer-API access tokens (never a secret), newest first, with their use: read-only here. */
  apiTokens: z.array(apiTokenViewSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** PUT /api/admin/companies/{id}/account-manager: a staff account's id, or null to unassign. */
export const assignAccountManagerBodySchema = z.strictObject({
  userId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .meta({ description: 'An operator or admin account; null removes the manager', example: 7 }),
});

/** POST /api/admin/companies/{id}/disable */
export const disableCompanyBodySchema = z.strictObject({ reason: multilineText({ min: 1, max: 200 }) });
