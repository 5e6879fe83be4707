'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { UserInfo } from '@/contracts/accounts';
import { FormAlert } from '../../components/form-alert';
import { RegionController } from '../../components/region-cascader';
import { useBandLabels } from '../../use-band-labels';
import { PROFILE_MAX, profileMessageKey, type ProfileField, type ProfileFormValues } from '../profile-values';
import { useProfileForm } from '../use-profile-form';
import { BandField } from './band-field';

type TextField = 'name' | 'company' | 'position';

/**
 * The editable profile (PUT /api/user/profile): name, company, position, region, the two size
 * bands. Client checks mirror the server's; the server's field errors land on the same fields and
 * any other refusal shows above the button.
 */
export function ProfileForm({
  initial,
  onSaved,
}: {
  initial: ProfileFormValues;
  onSaved: (info: UserInfo) => void;
}) {
  const t = useTranslations('profile.form');
  // Field labels and the required-field messages are the registration form's: one text for both.
  const tRegister = useTranslations('userRegister');
  const bandLabels = useBandLabels();
  const form = useProfileForm(initial, (info) => {
    toast.success(t('saved'));
    onSaved(info);
  });
  const { fieldId } = form;
  const { control } = form.form;

  const message = (field: ProfileField): string | null =>
    form.message(field, (rule) => {
      const key = profileMessageKey(field, rule);
      if (key === 'tooLong') return t('tooLong', { max: PROFILE_MAX[field as TextField] });
      return key ? tRegister(key) : form.otherRule(rule);
    });
  const text = (field: TextField, autoComplete: string) => ({
    ...form.input(field),
    autoComplete,
    maxLength: PROFILE_MAX[field],
    // "Required" is announced from aria-required, so the accessible name stays the label alone.
    'aria-required': field !== 'position' ? true : undefined,
  });

  const required = { required: true };
  return (
    <form
      noValidate
      onSubmit={form.submit}
      data-testid="profile-form"
      aria-labelledby="profile-form-heading"
      aria-busy={form.pending}
      className="grid gap-1"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id={fieldId('name')} label={tRegister('name')} {...required} error={message('name')}>
          <Input {...text('name', 'name')} />
        </Field>
        <Field id={fieldId('company')} label={tRegister('company')} {...required} error={message('company')}>
          <Input {...text('company', 'organization')} />
        </Field>
        <Field id={fieldId('position')} label={tRegister('position')} error={message('position')}>
          <Input {...text('position', 'organization-title')} />
        </Field>
      </div>
      <RegionController control={control} name="region" id={fieldId('region')} error={message('region')} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="gmvLevelCode"
          render={({ field: band }) => (
            <BandField
              id={fieldId('gmvLevelCode')}
              label={tRegister('annualSales')}
              value={band.value}
              optionLabel={bandLabels.annualSales}
              error={message('gmvLevelCode')}
              onChange={band.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="businessYearCode"
          render={({ field: band }) => (
            <BandField
              id={fieldId('businessYearCode')}
              label={tRegister('experienceYears')}
              value={band.value}
              optionLabel={bandLabels.experienceYears}
              error={message('businessYearCode')}
              onChange={band.onChange}
            />
          )}
        />
      </div>
      <FormAlert message={form.refusal} className="mb-3" />
      <div>
        <Button type="submit" disabled={form.pending} className="min-w-36">
          {form.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
