'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { SmartLink } from '@/client/smart-link';
import { useContractForm } from '@/client/use-contract-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_MAX } from '@/contracts/accounts';
import { logIn } from '../auth-calls';
import { loginFormSchema, loginMessageKey, type LoginValues } from '../login-form-schema';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { TermsAgreement } from './terms-agreement';

/**
 * Login: mobile number and password, validated on blur and on submit, then POST /api/login.
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
  const { fieldId, input, message, otherRule, refusal, pending, submitWith } = useContractForm({
    schema: loginFormSchema,
    defaultValues: { account: '', password: '' },
    order: ['account', 'password'],
    serverFields: {},
  });
  const onSubmit = submitWith(
    async ({ account, password }) => {
      // logIn emits login:ok, which closes this dialog.
      if (await logIn(account, password)) toast.success(t('loginSuccess'));
    },
    () => agreed,
  );
  const error = (field: keyof LoginValues) =>
    message(field, (rule) => {
      const key = loginMessageKey(field, rule);
      return key ? t(key) : otherRule(rule, PASSWORD_MAX);
    });
  const describe = (field: keyof LoginValues) => ({
    ...input(field),
    // "Required" is announced from aria-required, so the accessible name stays the label alone.
    'aria-required': true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1" aria-label={t('tab')} aria-busy={pending}>
      <Field id={fieldId('account')} label={t('account')} required error={error('account')}>
        <Input
          {...describe('account')}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder={t('accountPlaceholder')}
        />
      </Field>
      <Field id={fieldId('password')} label={t('password')} required error={error('password')}>
        <PasswordInput
          {...describe('password')}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          labels={{ show: t('showPassword'), hide: t('hidePassword') }}
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
