import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import {
  BANDS,
  profileUpdateBodySchema,
  type Band,
  type ProfileUpdateBody,
  type UserInfo,
} from '@/contracts/accounts';
import { regionFieldSchema, type RegionValue } from '../register-form-schema';

const api = profileUpdateBodySchema.shape;

/** The profile form: the API's rules for each field; the region is chosen when all three levels are. */
export const profileFormSchema = z.object({
  name: api.name,
  company: api.company,
  position: api.position.unwrap(),
  region: regionFieldSchema,
  gmvLevelCode: api.gmvLevelCode,
  businessYearCode: api.businessYearCode,
});

/** The API's limits, shown on the inputs and in the "too long" message. */
export const PROFILE_MAX = {
  name: Number(api.name.maxLength),
  company: Number(api.company.maxLength),
  position: Number(api.position.unwrap().maxLength),
} as const;

export type ProfileRegion = RegionValue;
export type ProfileFormValues = z.input<typeof profileFormSchema> & {
  gmvLevelCode: Band;
  businessYearCode: Band;
};
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrorKey = 'nameRequired' | 'companyRequired' | 'regionRequired' | 'tooLong';

function band(value: string): Band {
  return (BANDS as readonly string[]).includes(value) ? (value as Band) : 'A';
}

/**
 * Stored codes → cascader value. The server keeps empty codes where a level does not exist
 * (东莞 has no districts); the cascader completes such a value by repeating the city.
 */
export function profileFormValues(info: UserInfo): ProfileFormValues {
  const { province, city, district } = info;
  const region: ProfileRegion = province && city ? [province, city, district || city] : [];
  return {
    name: info.name,
    company: info.company,
    position: info.position,
    region,
    gmvLevelCode: band(info.gmvLevelCode),
    businessYearCode: band(info.businessYearCode),
  };
}

/** Form → PUT /api/user/profile body (the server trims and drops a repeated leaf code). */
export function profileUpdateBody(values: ProfileFormValues): ProfileUpdateBody {
  const [province = '', city = '', district = ''] = values.region;
  return {
    name: values.name.trim(),
    company: values.company.trim(),
    position: values.position.trim(),
    province,
    city,
    district,
    gmvLevelCode: values.gmvLevelCode,
    businessYearCode: values.businessYearCode,
  };
}

/** The message for a broken rule (`tooLong` in `profile.form`, the rest in `userRegister`); null for one worded generally. */
export function profileMessageKey(field: ProfileField, rule: FieldRule): ProfileErrorKey | null {
  if (field === 'region') return 'regionRequired';
  if (rule === 'tooLong')
    return field === 'name' || field === 'company' || field === 'position' ? 'tooLong' : null;
  if (rule !== 'required') return null;
  return field === 'name' ? 'nameRequired' : field === 'company' ? 'companyRequired' : null;
}

/** The server's `errors[].path` → the form field that shows it (the three region codes → region). */
export const PROFILE_FIELD_FOR_PATH: Readonly<Record<string, ProfileField>> = {
  name: 'name',
  company: 'company',
  position: 'position',
  province: 'region',
  city: 'region',
  district: 'region',
  gmvLevelCode: 'gmvLevelCode',
  businessYearCode: 'businessYearCode',
};
