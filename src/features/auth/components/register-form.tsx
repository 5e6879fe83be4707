'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import { maxLengthOf } from '@/client/form-errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { registerFormSchema, registerMessageKey, type RegisterField } from '../register-form-schema';
import { useBandLabels } from '../use-band-labels';
import { useRegisterForm } from '../use-register-form';
import { BandSelect } from './band-select';
import { FormAlert } from './form-alert';
import { RegionController } from './region-cascader';
import { SmsCodeButton } from './sms-code-button';
import { TermsAgreement } from './terms-agreement';

/**
 * Registration: name, mobile + SMS code, position, company, region (3 levels),
 * annual sales and years in the trade → POST /api/reg. No password: the account awaits approval,
 * then an SMS links to /user/resetPwd. On success the caller swaps in the success dialog.
 */
export function RegisterForm({
  agreed,
  onAgreedChange,
  onRegistered,
}: {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onRegistered: () => void;
}) {
  const t = useTranslations('userRegister');
  const bandLabels = useBandLabels();
  const form = useRegisterForm(onRegistered);
  const { fieldId } = form;
  const { control } = form.form;
  const phone = useWatch({ control: form.form.control, name: 'phone' });
  const message = (name: RegisterField) =>
    form.message(name, (rule) => {
      const key = registerMessageKey(name, rule);
      if (key) return t(key);
      return form.otherRule(rule, maxLengthOf(registerFormSchema.shape[name]));
    });
  const field = (name: RegisterField, required = false) => ({
    id: fieldId(name),
    label: t(name),
    error: message(name),
    required,
  });
  const text = (name: 'name' | 'phone' | 'code' | 'position' | 'company', validated = true) => ({
    ...form.input(name),
    'aria-required': validated || undefined,
  });

  return (
    <form
      noValidate
      onSubmit={(e) => form.submit(e, agreed)}
      className="grid gap-1"
      aria-label={t('tab')}
      aria-busy={form.pending}
    >
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field {...field('name', true)}>
          <Input {...text('name')} autoComplete="name" maxLength={50} placeholder={t('namePlaceholder')} />
        </Field>
        <Field {...field('phone', true)}>
          <Input
            {...text('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
            placeholder={t('phonePlaceholder')}
          />
        </Field>
      </div>
      <Field {...field('code', true)}>
        <div className="flex gap-2">
          <Input
            {...text('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('codePlaceholder')}
          />
          <SmsCodeButton phone={phone} onPhoneError={(key) => form.showError('phone', key && t(key))} />
        </div>
      </Field>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field {...field('position')}>
          <Input
            {...text('position', false)}
            autoComplete="organization-title"
            maxLength={50}
            placeholder={t('positionPlaceholder')}
          />
        </Field>
        <Field {...field('company', true)}>
          <Input
            {...text('company')}
            autoComplete="organization"
            maxLength={100}
            placeholder={t('companyPlaceholder')}
          />
        </Field>
      </div>
      <RegionController control={control} name="region" id={fieldId('region')} error={message('region')} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field {...field('annualSales')}>
          <Controller
            control={control}
            name="annualSales"
            render={({ field: band }) => (
              <BandSelect
                id={fieldId('annualSales')}
                name="annualSales"
                value={band.value}
                onChange={band.onChange}
                optionLabel={bandLabels.annualSales}
              />
            )}
          />
        </Field>
        <Field {...field('experienceYears')}>
          <Controller
            control={control}
            name="experienceYears"
            render={({ field: band }) => (
              <BandSelect
                id={fieldId('experienceYears')}
                name="experienceYears"
                value={band.value}
                onChange={band.onChange}
                optionLabel={bandLabels.experienceYears}
              />
            )}
          />
        </Field>
      </div>
      <p className="mb-2 text-xs text-slate-500">{t('approvalNote')}</p>
      <TermsAgreement checked={agreed} onChange={onAgreedChange} />
      <FormAlert message={form.refusal} />
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={!agreed || form.pending}>
        {form.pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
