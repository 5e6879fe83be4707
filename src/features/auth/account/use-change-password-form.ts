'use client';

import { useId, useState, type FormEvent } from 'react';
import { useFormSubmission } from '../use-form-submission';
import { changePassword } from './account-calls';
import {
  PASSWORD_FIELDS,
  validatePasswordField,
  type ChangePasswordErrorKey,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './password-values';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** The server's field paths → the form's fields (the repeat is checked here only). */
const SERVER_FIELDS: Readonly<Record<string, ChangePasswordField>> = {
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
};

/**
 * The change-password form's state: values, client checks (message keys), the server's translated
 * reasons (wrong current password, common new one) per field and overall, and one POST
 * /api/user/password at a time. On success the fields empty, ready for another change.
 */
export function useChangePasswordForm(onChanged: (otherSessionsEnded: number) => void) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, ChangePasswordErrorKey>>>({});
  const fieldId = (field: ChangePasswordField) => `${id}-${field}`;
  const { serverErrors, clearServerError, refusal, pending, busy, run } = useFormSubmission({
    fieldFor: SERVER_FIELDS,
    order: PASSWORD_FIELDS,
    fieldId,
  });

  const check = (field: ChangePasswordField, next = values) => {
    const key = validatePasswordField(field, next);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const set = (field: ChangePasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    clearServerError(field);
    if (errors[field]) check(field, next);
    // A "do not match" on the repeat goes once the new password is changed to match it.
    if (field === 'newPassword' && errors.confirmPassword) check('confirmPassword', next);
  };
  /** The message key (client) or the server's text for a field, whichever applies. */
  const error = (field: ChangePasswordField): { key: ChangePasswordErrorKey } | { text: string } | null => {
    const key = errors[field];
    if (key) return { key };
    const text = serverErrors[field];
    return text ? { text } : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy()) return;
    const invalid = PASSWORD_FIELDS.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    await run(async () => {
      const { otherSessionsEnded } = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      setErrors({});
      onChanged(otherSessionsEnded);
    });
  };

  return { values, set, check, error, fieldId, refusal, pending, submit };
}
