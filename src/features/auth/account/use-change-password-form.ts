'use client';

import { useContractForm } from '@/client/use-contract-form';
import { changePassword } from './account-calls';
import { changePasswordFormSchema, PASSWORD_FIELDS, type ChangePasswordValues } from './password-values';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change-password form's state (useContractForm over the API's rules), the server's translated
 * reasons (wrong current password, common new one) per field and overall, and one POST
 * /api/user/password at a time. On success the fields empty, ready for another change.
 */
export function useChangePasswordForm(onChanged: (otherSessionsEnded: number) => void) {
  const contractForm = useContractForm({
    schema: changePasswordFormSchema,
    defaultValues: EMPTY,
    order: PASSWORD_FIELDS,
    // The server's field paths → the form's fields (the repeat is checked here only).
    serverFields: { currentPassword: 'currentPassword', newPassword: 'newPassword' },
    // A "do not match" on the repeat goes once the new password is changed to match it.
    dependents: { newPassword: 'confirmPassword' },
  });
  const submit = contractForm.submitWith(async ({ currentPassword, newPassword }) => {
    const { otherSessionsEnded } = await changePassword({ currentPassword, newPassword });
    contractForm.form.reset(EMPTY);
    onChanged(otherSessionsEnded);
  });
  return { ...contractForm, submit };
}
