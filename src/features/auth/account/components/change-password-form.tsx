'use client';

import { useTranslations } from 'next-intl';
import type { FocusEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '@/contracts/accounts';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { passwordMessageKey, type ChangePasswordField } from '../password-values';
import { useChangePasswordForm } from '../use-change-password-form';

const AUTOCOMPLETE: Record<ChangePasswordField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * POST /api/user/password. The server keeps this session and ends the user's other sessions (it
 * returns how many), so this page stays signed in and says what happened elsewhere. Should this
 * session be refused instead (41000x), apiRequest signs out, says why and goes home.
 */
export function ChangePasswordForm() {
  const t = useTranslations('profile.password');
  const form = useChangePasswordForm((otherSessionsEnded) =>
    toast.success(t('changed', { count: otherSessionsEnded })),
  );
  const { fieldId } = form;

  const message = (field: ChangePasswordField) =>
    form.message(field, (rule) => {
      const key = passwordMessageKey(field, rule);
      return key ? t(key, { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX }) : form.otherRule(rule);
    });
  const control = (field: ChangePasswordField) => {
    const input = form.input(field);
    return {
      ...input,
      autoComplete: AUTOCOMPLETE[field],
      'aria-required': true,
      labels: { show: t(`toggle.${field}.show`), hide: t(`toggle.${field}.hide`) },
      // Leaving an empty field is not a mistake yet; submitting it is.
      onBlur: (event: FocusEvent<HTMLInputElement>) => (event.target.value ? input.onBlur(event) : undefined),
    };
  };

  return (
    <form
      noValidate
      onSubmit={form.submit}
      data-testid="change-password-form"
      aria-labelledby="change-password-heading"
      aria-busy={form.pending}
      className="grid gap-1"
    >
      <Field id={fieldId('currentPassword')} label={t('current')} required error={message('currentPassword')}>
        <PasswordInput {...control('currentPassword')} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id={fieldId('newPassword')} label={t('new')} required error={message('newPassword')}>
          <PasswordInput {...control('newPassword')} maxLength={PASSWORD_MAX * 2} />
        </Field>
        <Field
          id={fieldId('confirmPassword')}
          label={t('confirm')}
          required
          error={message('confirmPassword')}
        >
          <PasswordInput {...control('confirmPassword')} maxLength={PASSWORD_MAX * 2} />
        </Field>
      </div>
      <p className="-mt-1 mb-3 text-xs text-slate-500">
        {t('hint', { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX })}
      </p>
      <FormAlert message={form.refusal} className="mb-3" />
      <div>
        <Button type="submit" disabled={form.pending} className="min-w-36">
          {form.pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
