'use client';

import { errorId } from '@/components/ui/field';
import { resetPassword } from './auth-calls';
import {
  validateResetField,
  type ResetErrorKey,
  type ResetField,
  type ResetValues,
} from './reset-validation';
import { useCheckedForm } from './use-checked-form';

const FIELDS: ResetField[] = ['mobile', 'code', 'password', 'confirm'];
const SERVER_FIELDS: Record<string, ResetField> = { username: 'mobile', code: 'code', password: 'password' };

/**
 * The reset form's state: client checks (message keys), the server's translated reasons per field
 * (wrong code, common password) and overall, and one POST /api/reset at a time.
 */
export function useResetPasswordForm(onDone: () => void) {
  const form = useCheckedForm<ResetValues, ResetField, ResetErrorKey>({
    initial: { mobile: '', code: '', password: '', confirm: '' },
    checked: FIELDS,
    validate: validateResetField,
    serverFields: SERVER_FIELDS,
    dependents: { password: 'confirm' },
  });
  const { values, error, fieldId } = form;
  const control = (field: ResetField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'aria-invalid': error(field) ? true : undefined,
    'aria-required': true,
    'aria-describedby': errorId(fieldId(field)),
    onBlur: () => form.check(field),
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
  });
  const setPhoneError = (key: 'phoneRequired' | 'phonePattern' | null) => form.setError('mobile', key);
  const submit = form.submitWith(async ({ mobile, code, password }) => {
    await resetPassword({ username: mobile, code: code.trim(), password });
    onDone();
  });

  return {
    values,
    control,
    error,
    fieldId,
    setPhoneError,
    refusal: form.refusal,
    pending: form.pending,
    submit,
  };
}
