'use client';

import { useContractForm } from '@/client/use-contract-form';
import { resetPassword } from './auth-calls';
import { resetFormSchema, type ResetField } from './reset-form-schema';

const FIELDS: ResetField[] = ['mobile', 'code', 'password', 'confirm'];
const SERVER_FIELDS: Record<string, ResetField> = { username: 'mobile', code: 'code', password: 'password' };

/**
 * The reset form's state (useContractForm over the API's rules), the server's translated reasons per
 * field (wrong code, common password) and overall, and one POST /api/reset at a time.
 */
export function useResetPasswordForm(onDone: () => void) {
  const contractForm = useContractForm({
    schema: resetFormSchema,
    defaultValues: { mobile: '', code: '', password: '', confirm: '' },
    order: FIELDS,
    serverFields: SERVER_FIELDS,
    // A "do not match" on the repeat goes once the password is changed to match it.
    dependents: { password: 'confirm' },
  });
  const control = (field: ResetField) => ({ ...contractForm.input(field), 'aria-required': true });
  const submit = contractForm.submitWith(async ({ mobile, code, password }) => {
    await resetPassword({ username: mobile, code: code.trim(), password });
    onDone();
  });
  return { ...contractForm, control, submit };
}
