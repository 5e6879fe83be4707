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
 * The editable profile (PUT /api/user/profile) in two parts: the company (name, region, the two
 * size bands; read-only for a colleague, whose form sends them unchanged) and the person (name,
 * position, the sign-in number shown). Client checks mirror the server's; the server's field errors land on the same fields and
 * any other refusal shows above the button.
 */
export function ProfileForm({
  initial,
  mobile,
  colleague,
  onSaved,
}: {
  initial: ProfileFormValues;
  mobile: string;
  /** A colleague sees the company's details but only the company's main account changes them. */
  colleague: boolean;
  onSaved: (info: UserInfo) => void;
}) {
  const t = useTranslations('profile.form');
  const tSections = useTranslations('profile');
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
      <fieldset
        disabled={colleague || undefined}
        aria-describedby={colleague ? 'profile-company-note' : 'profile-company-intro'}
        data-testid="profile-company"
        className="grid gap-1 rounded-lg border border-slate-200 p-4"
      >
        <legend className="px-1 text-sm font-semibold text-slate-900">{tSections('companySection.heading')}</legend>
        {colleague ? (
          <p id="profile-company-note" role="note" className="mb-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
            {tSections('companySection.colleagueNote')}
          </p>
        ) : (
          <p id="profile-company-intro" className="mb-3 text-sm text-slate-600">
            {tSections('companySection.intro')}
          </p>
        )}
        <Field id={fieldId('company')} label={tRegister('company')} {...required} error={message('company')}>
          <Input {...text('company', 'organization')} />
        </Field>
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
      </fieldset>
      <fieldset data-testid="profile-person" className="mt-4 grid gap-1 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{tSections('personSection.heading')}</legend>
        <p className="mb-3 text-sm text-slate-600">{tSections('personSection.intro')}</p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field id={fieldId('name')} label={tRegister('name')} {...required} error={message('name')}>
            <Input {...text('name', 'name')} />
          </Field>
          <Field id={fieldId('position')} label={tRegister('position')} error={message('position')}>
            <Input {...text('position', 'organization-title')} />
          </Field>
        </div>
        <div className="mb-2 grid gap-1">
          <span className="text-sm font-medium text-slate-800">{tSections('personSection.mobile')}</span>
          <span className="text-sm text-slate-900 tabular-nums" data-testid="profile-mobile">
            {mobile}
          </span>
        </div>
      </fieldset>
      <FormAlert message={form.refusal} className="mb-3" />
      <div>
        <Button type="submit" disabled={form.pending} className="min-w-36">
          {form.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
