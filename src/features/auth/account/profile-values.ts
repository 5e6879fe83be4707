import { BANDS, type Band, type ProfileUpdateBody, type UserInfo } from '@/contracts/accounts';

/** Server limits (contracts/accounts: name 60, company 120, position 60), mirrored on the inputs. */
export const PROFILE_MAX = { name: 60, company: 120, position: 60 } as const;

/** The region cascader's value: province, city, district adcodes, or empty while incomplete. */
export type ProfileRegion = [string, string, string] | [];
export type ProfileFormValues = {
  name: string;
  company: string;
  position: string;
  region: ProfileRegion;
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

/** The checks the server makes too, so most mistakes are shown before a round trip. */
export function validateProfileField(field: ProfileField, values: ProfileFormValues): ProfileErrorKey | null {
  switch (field) {
    case 'name':
    case 'company': {
      const text = values[field].trim();
      if (!text) return field === 'name' ? 'nameRequired' : 'companyRequired';
      return text.length > PROFILE_MAX[field] ? 'tooLong' : null;
    }
    case 'position':
      return values.position.trim().length > PROFILE_MAX.position ? 'tooLong' : null;
    case 'region':
      return values.region.length === 3 && values.region.every(Boolean) ? null : 'regionRequired';
    default:
      return null;
  }
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
