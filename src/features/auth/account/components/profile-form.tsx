'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { userAccount } from '@/client/user-account-store';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { UserInfo } from '@/contracts/accounts';
import { RegionCascader } from '../../components/region-cascader';
import { saveProfile } from '../account-calls';
import { serverFormErrors } from '../../server-field-errors';
import {
  PROFILE_FIELD_FOR_PATH,
  PROFILE_MAX,
  profileUpdateBody,
  validateProfileField,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileFormValues,
} from '../profile-values';
import { BandField } from './band-field';

const CHECKED: ProfileField[] = ['name', 'company', 'position', 'region'];
type TextField = 'name' | 'company' | 'position';

/**
 * The editable profile (PUT /api/user/profile): name, company, position, region, the two size
 * bands. Client checks mirror the server's; the server's field errors land on the same fields.
 * On success the header's stored user info is replaced, so the new name shows at once.
 */
export function ProfileForm({
  initial,
  onSaved,
}: {
  initial: ProfileFormValues;
  onSaved: (info: UserInfo) => void;
}) {
  const t = useTranslations('profile.form');
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ProfileErrorKey>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [saving, setSaving] = useState(false);

  const fieldId = (field: ProfileField) => `${id}-${field}`;
  const check = (field: ProfileField, next = values) => {
    const key = validateProfileField(field, next);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const set = <F extends ProfileField>(field: F, value: ProfileFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    if (errors[field]) check(field, next);
  };
  const message = (field: ProfileField): string | null => {
    const key = errors[field];
    if (key) return key === 'tooLong' ? t('tooLong', { max: PROFILE_MAX[field as TextField] }) : t(key);
    return serverErrors[field] ?? null;
  };
  const text = (field: TextField, autoComplete: string) => ({
    id: fieldId(field),
    name: field,
    autoComplete,
    maxLength: PROFILE_MAX[field],
    value: values[field],
    'aria-invalid': message(field) ? true : undefined,
    // "Required" is announced from aria-required, so the accessible name stays the label alone.
    'aria-required': field !== 'position' ? true : undefined,
    'aria-describedby': errorId(fieldId(field)),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onBlur: () => check(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = CHECKED.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    setSaving(true);
    try {
      const info = await saveProfile(profileUpdateBody(values));
      userAccount.setUserInfo(info);
      toast.success(t('saved'));
      onSaved(info);
    } catch (err) {
      const fields = serverFormErrors(err, PROFILE_FIELD_FOR_PATH).fields;
      setServerErrors(fields);
      const first = CHECKED.find((field) => fields[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="profile-form"
      aria-labelledby="profile-form-heading"
      className="grid gap-1"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id={fieldId('name')} label={t('name')} {...required} error={message('name')}>
          <Input {...text('name', 'name')} />
        </Field>
        <Field id={fieldId('company')} label={t('company')} {...required} error={message('company')}>
          <Input {...text('company', 'organization')} />
        </Field>
        <Field id={fieldId('position')} label={t('position')} error={message('position')}>
          <Input {...text('position', 'organization-title')} />
        </Field>
      </div>
      <RegionCascader
        id={fieldId('region')}
        value={values.region}
        onChange={(region) => set('region', region)}
        onBlur={() => check('region')}
        error={message('region')}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <BandField
          id={fieldId('gmvLevelCode')}
          label={t('annualSales')}
          value={values.gmvLevelCode}
          optionLabel={(band) => t(`annualSalesOptions.${band}`)}
          error={serverErrors.gmvLevelCode ?? null}
          onChange={(band) => set('gmvLevelCode', band)}
        />
        <BandField
          id={fieldId('businessYearCode')}
          label={t('experienceYears')}
          value={values.businessYearCode}
          optionLabel={(band) => t(`experienceOptions.${band}`)}
          error={serverErrors.businessYearCode ?? null}
          onChange={(band) => set('businessYearCode', band)}
        />
      </div>
      <div>
        <Button type="submit" disabled={saving} className="min-w-36">
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
