import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { registerBodySchema } from '@/contracts/accounts';

const api = registerBodySchema.shape;

/** The region cascader's value: province, city, district adcodes, or empty while incomplete. */
export type RegionValue = [string, string, string] | [];
/** A region is chosen when all three levels are (the cascader repeats a level that does not exist). */
export const regionFieldSchema = z
  .union([z.tuple([z.string(), z.string(), z.string()]), z.tuple([])])
  .refine((region) => region.length === 3 && region.every(Boolean), { message: 'required' });

/**
 * The register form under its own field names, each with the API's rule (position, annual
 * sales and years in the trade are optional; the payload is built by toRegisterBody).
 */
export const registerFormSchema = z.object({
  name: api.name,
  phone: api.mobile,
  code: api.smsContent,
  position: api.position.unwrap(),
  company: api.operatorGroupName,
  region: regionFieldSchema,
  annualSales: z.string(),
  experienceYears: z.string(),
});
export type RegisterValues = z.input<typeof registerFormSchema>;
export type RegisterField = keyof RegisterValues;

export type RegisterMessageKey =
  | 'nameRequired'
  | 'phoneRequired'
  | 'phonePattern'
  | 'codeRequired'
  | 'codePattern'
  | 'companyRequired'
  | 'regionRequired';

/** The `userRegister` message for a broken rule; null for one worded generally (too long, control characters). */
export function registerMessageKey(field: RegisterField, rule: FieldRule): RegisterMessageKey | null {
  const required = rule === 'required';
  switch (field) {
    case 'name':
      return required ? 'nameRequired' : null;
    case 'phone':
      return required ? 'phoneRequired' : 'phonePattern';
    case 'code':
      return required ? 'codeRequired' : 'codePattern';
    case 'company':
      return required ? 'companyRequired' : null;
    case 'region':
      return 'regionRequired';
    default:
      return null;
  }
}
