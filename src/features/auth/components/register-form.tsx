'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { Input, inputClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { ACCOUNTS_OPEN } from '../accounts-open';
import { useCountdown } from '../use-countdown';
import {
  validateRegisterField,
  validateSmsPhone,
  type RegisterErrorKey,
  type RegisterValidatedField,
  type RegisterValues,
} from '../validation';
import { RegionCascader } from './region-cascader';
import { TermsAgreement } from './terms-agreement';

const VALIDATED: RegisterValidatedField[] = ['name', 'phone', 'code', 'company', 'region'];
const BAND_CODES = ['A', 'B', 'C', 'D'] as const;
const EMPTY: RegisterValues = {
  name: '',
  phone: '',
  code: '',
  position: '',
  company: '',
  region: [],
  annualSales: 'A',
  experienceYears: 'A',
};

/**
 * Registration (spec §3, §5): name, mobile + SMS code, position, company, region (3 levels),
 * annual sales and years in the trade. Submit and "send code" stay disabled until ACCOUNTS_OPEN.
 */
export function RegisterForm({
  agreed,
  onAgreedChange,
}: {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}) {
  const t = useTranslations('userRegister');
  const tAuth = useTranslations('auth');
  const id = useId();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RegisterValidatedField, RegisterErrorKey>>>({});
  const countdown = useCountdown();

  const check = <F extends RegisterValidatedField>(field: F, value: RegisterValues[F] = values[field]) => {
    const key = validateRegisterField(field, value);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const set = <F extends keyof RegisterValues>(field: F, value: RegisterValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field in errors && errors[field as RegisterValidatedField])
      check(field as RegisterValidatedField, value as never);
  };
  const fieldId = (field: string) => `${id}-${field}`;
  const control = (field: RegisterValidatedField) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorId(fieldId(field)),
    onBlur: () => check(field),
  });
  const message = (field: RegisterValidatedField) => (errors[field] ? t(errors[field]) : null);

  const onSendCode = () => {
    const key = validateSmsPhone(values.phone);
    setErrors((e) => ({ ...e, phone: key ?? undefined }));
    if (key || !ACCOUNTS_OPEN) return;
    // The accounts issue sends POST /api/send/sms {username, issue} here, toasts `sendSuccess`, then:
    countdown.start();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = VALIDATED.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    if (!ACCOUNTS_OPEN || !agreed) return;
    // The accounts issue sends POST /api/reg here and opens the registration-success dialog.
  };

  const required = { required: true, requiredLabel: tAuth('required') };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1" aria-label={t('tab')}>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field id={fieldId('name')} label={t('name')} {...required} error={message('name')}>
          <Input
            {...control('name')}
            name="name"
            autoComplete="name"
            maxLength={50}
            placeholder={t('namePlaceholder')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field id={fieldId('phone')} label={t('phone')} {...required} error={message('phone')}>
          <Input
            {...control('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
            placeholder={t('phonePlaceholder')}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        </Field>
      </div>
      <Field id={fieldId('code')} label={t('code')} {...required} error={message('code')}>
        <div className="flex gap-2">
          <Input
            {...control('code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('codePlaceholder')}
            value={values.code}
            onChange={(e) => set('code', e.target.value)}
          />
          <Button
            variant="outline"
            className="h-10 w-32 shrink-0"
            disabled={!ACCOUNTS_OPEN || countdown.left > 0}
            onClick={onSendCode}
          >
            {countdown.left > 0 ? t('resendIn', { seconds: countdown.left }) : t('sendCode')}
          </Button>
        </div>
      </Field>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field id={fieldId('position')} label={t('position')}>
          <Input
            id={fieldId('position')}
            name="position"
            autoComplete="organization-title"
            maxLength={50}
            placeholder={t('positionPlaceholder')}
            value={values.position}
            onChange={(e) => set('position', e.target.value)}
          />
        </Field>
        <Field id={fieldId('company')} label={t('company')} {...required} error={message('company')}>
          <Input
            {...control('company')}
            name="company"
            autoComplete="organization"
            maxLength={100}
            placeholder={t('companyPlaceholder')}
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
          />
        </Field>
      </div>
      <RegionCascader
        id={fieldId('region')}
        value={values.region}
        onChange={(region) => set('region', region)}
        onBlur={() => check('region')}
        error={message('region')}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field id={fieldId('annualSales')} label={t('annualSales')}>
          <select
            id={fieldId('annualSales')}
            name="annualSales"
            className={cn(inputClasses, 'cursor-pointer')}
            value={values.annualSales}
            onChange={(e) => set('annualSales', e.target.value)}
          >
            {BAND_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`annualSalesOptions.${code}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('experienceYears')} label={t('experienceYears')}>
          <select
            id={fieldId('experienceYears')}
            name="experienceYears"
            className={cn(inputClasses, 'cursor-pointer')}
            value={values.experienceYears}
            onChange={(e) => set('experienceYears', e.target.value)}
          >
            {BAND_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`experienceOptions.${code}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="mb-2 text-xs text-slate-500">{t('approvalNote')}</p>
      <TermsAgreement checked={agreed} onChange={onAgreedChange} />
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={!ACCOUNTS_OPEN || !agreed}>
        {t('submit')}
      </Button>
    </form>
  );
}
