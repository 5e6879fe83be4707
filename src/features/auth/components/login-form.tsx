'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SmartLink } from '@/client/smart-link';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { logIn } from '../auth-calls';
import { validateLoginField, type LoginErrors, type LoginValues } from '../validation';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { TermsAgreement } from './terms-agreement';

const FIELDS: Array<keyof LoginValues> = ['account', 'password'];

/**
 * Login: mobile number and password, validated on blur and on submit (spec §5), then POST /api/login.
 * Submitting is disabled while the terms are unchecked and while a request is in flight. A refusal
 * (pending, rejected, disabled, wrong password, blocked) stays visible above the button.
 */
export function LoginForm({
  agreed,
  onAgreedChange,
  onLeave,
}: {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** Closes the dialog when a link (forgot password) takes the user elsewhere. */
  onLeave: () => void;
}) {
  const t = useTranslations('userLogin');
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false); // state updates too late to stop a double click

  const check = (field: keyof LoginValues, value = values[field]) => {
    const key = validateLoginField(field, value);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const onChange = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) check(field, value); // clear the message as soon as the input is fixed
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !agreed) return;
    const invalid = FIELDS.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(`${id}-${invalid[0]}`)?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    setRefusal(null);
    try {
      // logIn emits login:ok, which closes this dialog.
      if (await logIn(values.account, values.password)) toast.success(t('loginSuccess'));
    } catch (err) {
      setRefusal(err instanceof Error && err.message ? err.message : null);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  const describe = (field: keyof LoginValues) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    // "Required" is announced from aria-required, so the accessible name stays the label alone.
    'aria-required': true,
    'aria-describedby': errorId(`${id}-${field}`),
    onBlur: () => check(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1" aria-label={t('tab')} aria-busy={pending}>
      <Field
        id={`${id}-account`}
        label={t('account')}
        required
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
      <p className="-mt-1 mb-2 text-right text-sm">
        <SmartLink
          href="/user/resetPwd"
          prefetch={false}
          onClick={onLeave}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('forgotPassword')}
        </SmartLink>
      </p>
      <TermsAgreement checked={agreed} onChange={onAgreedChange} />
      <FormAlert message={refusal} />
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={!agreed || pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
