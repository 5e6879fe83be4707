'use client';

import { useCheckedForm } from '../use-checked-form';
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
  const form = useCheckedForm<ChangePasswordValues, ChangePasswordField, ChangePasswordErrorKey>({
    initial: EMPTY,
    checked: PASSWORD_FIELDS,
    validate: validatePasswordField,
    serverFields: SERVER_FIELDS,
    // A "do not match" on the repeat goes once the new password is changed to match it.
    dependents: { newPassword: 'confirmPassword' },
  });
  const submit = form.submitWith(async ({ currentPassword, newPassword }) => {
    const { otherSessionsEnded } = await changePassword({ currentPassword, newPassword });
    form.setValues(EMPTY);
    onChanged(otherSessionsEnded);
  });
  const { values, set, check, error, fieldId, refusal, pending } = form;
  return { values, set, check, error, fieldId, refusal, pending, submit };
}
