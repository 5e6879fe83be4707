'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '@/contracts/accounts';
import { PasswordInput } from '../../components/password-input';
import { changePassword } from '../account-calls';
import { serverFormErrors } from '../../server-field-errors';
import {
  PASSWORD_FIELDS,
  validatePasswordField,
  type ChangePasswordErrorKey,
  type ChangePasswordField,
  type ChangePasswordValues,
} from '../password-values';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELD_FOR_PATH: Readonly<Record<string, ChangePasswordField>> = {
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
};
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
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, ChangePasswordErrorKey>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ChangePasswordField, string>>>({});
  const [busy, setBusy] = useState(false);

  const fieldId = (field: ChangePasswordField) => `${id}-${field}`;
  const check = (field: ChangePasswordField, next = values) => {
    const key = validatePasswordField(field, next);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const message = (field: ChangePasswordField) => {
    const key = errors[field];
    if (key) return t(key, { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX });
    return serverErrors[field] ?? null;
  };
  const control = (field: ChangePasswordField) => ({
    id: fieldId(field),
    name: field,
    autoComplete: AUTOCOMPLETE[field],
    value: values[field],
    'aria-invalid': message(field) ? true : undefined,
    'aria-required': true,
    'aria-describedby': errorId(fieldId(field)),
    labels: { show: t(`toggle.${field}.show`), hide: t(`toggle.${field}.hide`) },
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      setServerErrors((s) => ({ ...s, [field]: undefined }));
      if (errors[field]) check(field, next);
    },
    onBlur: () => values[field] && check(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = PASSWORD_FIELDS.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    setBusy(true);
    try {
      const { otherSessionsEnded } = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      setErrors({});
      setServerErrors({});
      toast.success(t('changed', { count: otherSessionsEnded }));
    } catch (err) {
      const fields = serverFormErrors(err, FIELD_FOR_PATH).fields;
      setServerErrors(fields);
      const first = PASSWORD_FIELDS.find((field) => fields[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="change-password-form"
      aria-labelledby="change-password-heading"
      className="grid gap-1"
    >
      <Field
        id={fieldId('currentPassword')}
        label={t('current')}
        required
        error={message('currentPassword')}
      >
        <PasswordInput {...control('currentPassword')} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          id={fieldId('newPassword')}
          label={t('new')}
          required
            error={message('newPassword')}
        >
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
      <div>
        <Button type="submit" disabled={busy} className="min-w-36">
          {busy ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
