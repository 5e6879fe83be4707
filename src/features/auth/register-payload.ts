import { BANDS, type Band, type RegisterBody } from '@/contracts/accounts';
import type { RegisterValues } from './register-form-schema';

const isBand = (value: string): value is Band => (BANDS as readonly string[]).includes(value);

/**
 * The form's values → the spec's register payload: duty fixed to the operator value, the two
 * codes fixed to 'A'; the optional position and bands carry what the buyer chose. A region level that
 * does not exist (Taiwan has no cities, 东莞 no districts) is repeated by the cascader and sent empty.
 * No password: it is set on /user/resetPwd after approval.
 */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  const [province = '', city = '', district = ''] = values.region;
  const position = values.position.trim();
  return {
    mobile: values.phone.trim(),
    smsContent: values.code.trim(),
    name: values.name.trim(),
    duty: 'operator',
    operatorGroupName: values.company.trim(),
    province,
    city: city === province ? '' : city,
    district: district === city || district === province ? '' : district,
    gmvLevelCode: 'A',
    businessYearCode: 'A',
    ...(position ? { position } : {}),
    ...(isBand(values.annualSales) ? { annualSales: values.annualSales } : {}),
    ...(isBand(values.experienceYears) ? { experienceYears: values.experienceYears } : {}),
  };
}
