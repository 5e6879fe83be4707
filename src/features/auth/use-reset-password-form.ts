'use client';

import { useId, useState, type FormEvent } from 'react';
import { errorId } from '@/components/ui/field';
import { resetPassword } from './auth-calls';
import {
  validateResetField,
  type ResetErrorKey,
  type ResetField,
  type ResetValues,
} from './reset-validation';
import { useFormSubmission } from './use-form-submission';

const FIELDS: ResetField[] = ['mobile', 'code', 'password', 'confirm'];
const SERVER_FIELDS: Record<string, ResetField> = { username: 'mobile', code: 'code', password: 'password' };

/**
 * The reset form's state: client checks (message keys), the server's translated reasons per field
 * (wrong code, common password) and overall, and one POST /api/reset at a time.
 */
export function useResetPasswordForm(onDone: () => void) {
  const id = useId();
  const [values, setValues] = useState<ResetValues>({ mobile: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<ResetField, ResetErrorKey>>>({});
  const fieldId = (field: ResetField) => `${id}-${field}`;
  const { serverErrors, clearServerError, refusal, pending, busy, run } = useFormSubmission({
    fieldFor: SERVER_FIELDS,
    order: FIELDS,
    fieldId,
  });

  const check = (field: ResetField, next = values) => {
    const key = validateResetField(field, next);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const set = (field: ResetField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    clearServerError(field);
    if (errors[field]) check(field, next);
    if (field === 'password' && errors.confirm) check('confirm', next);
  };
  const error = (field: ResetField): { key: ResetErrorKey } | { text: string } | null => {
    const key = errors[field];
    if (key) return { key };
    const text = serverErrors[field];
    return text ? { text } : null;
  };
  const control = (field: ResetField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'aria-invalid': error(field) ? true : undefined,
    'aria-required': true,
    'aria-describedby': errorId(fieldId(field)),
    onBlur: () => check(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const setPhoneError = (key: 'phoneRequired' | 'phonePattern' | null) =>
    setErrors((e) => ({ ...e, mobile: key ?? undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy()) return;
    const invalid = FIELDS.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    await run(async () => {
      await resetPassword({ username: values.mobile, code: values.code.trim(), password: values.password });
      onDone();
    });
  };

  return { values, control, error, fieldId, setPhoneError, refusal, pending, submit };
}
