'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { emit } from '@/client/event-bus';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { PASSWORD_MAX } from '@/contracts/accounts';
import { resetMessageKey, type ResetField } from '../reset-form-schema';
import { useResetPasswordForm } from '../use-reset-password-form';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { SmsCodeButton } from './sms-code-button';

/**
 * /user/resetPwd: mobile + SMS code (autopartsResetPwd) + new password twice → POST
 * /api/reset. Also how an approved buyer sets the first password (the approval SMS links here).
 * Afterwards every session of the account is gone, so the buyer goes home and signs in again.
 */
export function ResetPasswordForm() {
  const t = useTranslations('resetPwd');
  const tLogin = useTranslations('userLogin');
  const router = useRouter();
  const form = useResetPasswordForm(() => {
    toast.success(t('success'));
    router.replace('/');
    // The sign-in dialog lives in the storefront layout, which stays mounted across this navigation.
    emit('signin:open', { reason: 'account' });
  });
  const field = (name: ResetField) => {
    return {
      id: form.fieldId(name),
      label: t(name),
      required: true,
      error: form.message(name, (rule) => {
        const key = resetMessageKey(name, rule);
        return key ? t(key) : form.otherRule(rule, PASSWORD_MAX);
      }),
    };
  };
  const mobile = useWatch({ control: form.form.control, name: 'mobile' });
  const eye = { show: tLogin('showPassword'), hide: tLogin('hidePassword') };

  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="grid gap-1"
      aria-label={t('title')}
      aria-busy={form.pending}
      data-testid="reset-password-form"
    >
      <Field {...field('mobile')}>
        <Input
          {...form.control('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          maxLength={16}
          placeholder={t('mobilePlaceholder')}
        />
      </Field>
      <Field {...field('code')}>
        <div className="flex gap-2">
          <Input
            {...form.control('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('codePlaceholder')}
          />
          <SmsCodeButton
            phone={mobile}
            issue="autopartsResetPwd"
            onPhoneError={(key) => form.showError('mobile', key && t(key))}
          />
        </div>
      </Field>
      <Field {...field('password')}>
        <PasswordInput
          {...form.control('password')}
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder')}
          labels={eye}
        />
      </Field>
      {/* The rule for a new password, stated before it is refused (stronger than sign-in's minimum). */}
      <p className="-mt-1 mb-2 text-xs text-slate-600">{t('passwordHint')}</p>
      <Field {...field('confirm')}>
        <PasswordInput
          {...form.control('confirm')}
          autoComplete="new-password"
          placeholder={t('confirmPlaceholder')}
          labels={eye}
        />
      </Field>
      <FormAlert message={form.refusal} />
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={form.pending}>
        {form.pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
