'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useBandLabels } from '../use-band-labels';
import { fieldErrorText } from '../use-checked-form';
import { useRegisterForm, type RegisterField } from '../use-register-form';
import { BandSelect } from './band-select';
import { FormAlert } from './form-alert';
import { RegionCascader } from './region-cascader';
import { SmsCodeButton } from './sms-code-button';
import { TermsAgreement } from './terms-agreement';

/**
 * Registration (spec §3, §5): name, mobile + SMS code, position, company, region (3 levels),
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
  const { values, set, a11y, fieldId } = form;
  const message = (field: RegisterField) => {
    return fieldErrorText(form.error(field), (key) => t(key));
  };
  const field = (name: RegisterField, required = false) => ({
    id: fieldId(name),
    label: t(name),
    error: message(name),
    required,
  });
  const text = (name: 'name' | 'phone' | 'code' | 'position' | 'company', validated = true) => ({
    ...a11y(name),
    'aria-required': validated || undefined,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    ...(validated ? { onBlur: () => form.check(name as Exclude<typeof name, 'position'>) } : {}),
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
          <SmsCodeButton phone={values.phone} onPhoneError={form.setPhoneError} />
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
      <RegionCascader
        id={fieldId('region')}
        value={values.region}
        onChange={(region) => set('region', region)}
        onBlur={() => form.check('region')}
        error={message('region')}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field {...field('annualSales')}>
          <BandSelect
            id={fieldId('annualSales')}
            name="annualSales"
            value={values.annualSales}
            onChange={(v) => set('annualSales', v)}
            optionLabel={bandLabels.annualSales}
          />
        </Field>
        <Field {...field('experienceYears')}>
          <BandSelect
            id={fieldId('experienceYears')}
            name="experienceYears"
            value={values.experienceYears}
            onChange={(v) => set('experienceYears', v)}
            optionLabel={bandLabels.experienceYears}
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
