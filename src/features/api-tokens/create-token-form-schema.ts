import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { maxLengthOf } from '@/client/form-errors';
import { API_TOKEN_LIMITS, createApiTokenBodySchema, type CreateApiTokenBody } from '@/contracts/api-tokens';

/** The expiry select's values (a <select> holds strings); `never` = until revoked. */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;

/** The create dialog: the API's own rules for the name and the scopes; the expiry as the select holds it. */
export const createTokenFormSchema = z.object({
  name: createApiTokenBodySchema.shape.name,
  scopes: createApiTokenBodySchema.shape.scopes,
  expiry: z.enum(EXPIRY_CHOICES),
});
export type CreateTokenValues = z.input<typeof createTokenFormSchema>;
export type CreateTokenField = keyof CreateTokenValues;
export const TOKEN_NAME_MAX = maxLengthOf(createApiTokenBodySchema.shape.name) ?? API_TOKEN_LIMITS.nameMax;

export function toCreateBody(values: CreateTokenValues): CreateApiTokenBody {
  return {
    name: values.name.trim(),
    scopes: values.scopes,
    expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
  };
}

export type CreateTokenMessageKey = 'nameRequired' | 'nameTooLong' | 'scopesRequired';

/** The `apiTokens.create` message for a broken rule; null for one worded generally (control characters). */
export function createTokenMessageKey(field: CreateTokenField, rule: FieldRule): CreateTokenMessageKey | null {
  if (field === 'scopes') return 'scopesRequired';
  if (field === 'name') {
    if (rule === 'required') return 'nameRequired';
    return rule === 'tooLong' ? 'nameTooLong' : null;
  }
  return null;
}
