'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ACCOUNTS_OPEN } from '../accounts-open';
import { validateLoginField, type LoginErrors, type LoginValues } from '../validation';
import { PasswordInput } from './password-input';
import { TermsAgreement } from './terms-agreement';

const FIELDS: Array<keyof LoginValues> = ['account', 'password'];

/**
 * Login: mobile number and password, validated on blur and on submit (spec §5). Submitting is
 * disabled while the terms are unchecked, and until the accounts API opens (ACCOUNTS_OPEN).
 */
export function LoginForm({
  agreed,
  onAgreedChange,
}: {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}) {
  const t = useTranslations('userLogin');
  const tAuth = useTranslations('auth');
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});

  const check = (field: keyof LoginValues, value = values[field]) => {
    const key = validateLoginField(field, value);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const onChange = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) check(field, value); // clear the message as soon as the input is fixed
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = FIELDS.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(`${id}-${invalid[0]}`)?.focus();
      return;
    }
    if (!ACCOUNTS_OPEN || !agreed) return;
    // The accounts issue sends POST /api/login here, stores role and token and emits login:ok.
  };
  const describe = (field: keyof LoginValues) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorId(`${id}-${field}`),
    onBlur: () => check(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1" aria-label={t('tab')}>
      <Field
        id={`${id}-account`}
        label={t('account')}
        required
        requiredLabel={tAuth('required')}
        error={errors.account ? t(errors.account) : null}
      >
        <Input
          {...describe('account')}
          name="account"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder={t('accountPlaceholder')}
          value={values.account}
          onChange={(e) => onChange('account', e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label={t('password')}
        required
        requiredLabel={tAuth('required')}
        error={errors.password ? t(errors.password) : null}
      >
        <PasswordInput
          {...describe('password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          labels={{ show: t('showPassword'), hide: t('hidePassword') }}
          value={values.password}
          onChange={(e) => onChange('password', e.target.value)}
        />
      </Field>
      <TermsAgreement checked={agreed} onChange={onAgreedChange} />
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={!ACCOUNTS_OPEN || !agreed}>
        {t('submit')}
      </Button>
    </form>
  );
}
