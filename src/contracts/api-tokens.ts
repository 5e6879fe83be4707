import { z } from 'zod';
import { lineText } from './safe-text';

/*
 * The buyer API's access tokens (docs/decisions/0068-buyer-api.md): a company owner creates them for the
 * company's own systems (ERP, shop software) on a plan that grants API access. The secret is shown once;
 * only its SHA-256 is kept. Tokens authenticate `/api/v1/*` only, with `Authorization: Bearer <token>`.
 */

/** What a token may do on the versioned surface. */
export const API_SCOPES = ['catalog:read', 'inquiries:read', 'inquiries:write', 'orders:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const apiScopeSchema = z.enum(API_SCOPES);

export const API_TOKEN_LIMITS = {
  /** Tokens a company may hold at once (revoked and expired ones do not count). */
  perCompany: 20,
  nameMax: 60,
  /** Expiry choices in days; none = until revoked. */
  expiryDays: [30, 90, 365] as const,
} as const;

/**
 * `pmk_<10 lowercase letters/digits>_<43 base64url characters>`: the first two parts are the token's
 * public prefix (shown on the page and in logs, the lookup key); the rest is the secret.
 */
export const API_TOKEN_PATTERN = /^pmk_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/;

/** POST /api/company/api-tokens — owner only, on a plan with API access. */
export const createApiTokenBodySchema = z.strictObject({
  name: lineText({ min: 1, max: API_TOKEN_LIMITS.nameMax }),
  scopes: z
    .array(apiScopeSchema)
    .min(1)
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { params: { apiKey: 'duplicateScopes' } }),
  /** Days until the token stops working; null = until revoked. */
  expiresInDays: z
    .number()
    .int()
    .refine((d) => (API_TOKEN_LIMITS.expiryDays as readonly number[]).includes(d), { params: { apiKey: 'expiryChoice' } })
    .nullable(),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** POST /api/company/api-tokens/revoke — owner only. */
export const revokeApiTokenBodySchema = z.strictObject({ id: z.number().int().positive() });

/** One token as the owner's page lists it (never its secret). */
export const apiTokenViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public part: `pmk_xxxxxxxxxx`. */
  prefix: z.string(),
  scopes: z.array(apiScopeSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  /** null = until revoked. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The address of the newest call. */
  lastUsedIp: z.string().nullable(),
  /** Calls today (China day) and on the six days before, newest first. */
  usage: z.array(z.object({ day: z.string(), calls: z.number().int() })),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiTokenView = z.infer<typeof apiTokenViewSchema>;

/** GET /api/company/api-tokens: the company's tokens and what its plan allows. */
export const apiTokenListSchema = z.object({
  items: z.array(apiTokenViewSchema),
  /** False when the plan does not (or no longer) grant API access: every token is refused. */
  apiAccess: z.boolean(),
  limits: z.object({ perToken: z.number().int(), perCompany: z.number().int(), tokens: z.number().int() }),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to a create: the view plus the secret, shown this once. */
export const createdApiTokenSchema = apiTokenViewSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
