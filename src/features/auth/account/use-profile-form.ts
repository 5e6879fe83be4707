'use client';

import { userAccount } from '@/client/user-account-store';
import type { UserInfo } from '@/contracts/accounts';
import { useCheckedForm } from '../use-checked-form';
import { saveProfile } from './account-calls';
import {
  PROFILE_FIELD_FOR_PATH,
  profileUpdateBody,
  validateProfileField,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileFormValues,
} from './profile-values';

/** The fields with client checks, in screen order (the first wrong one gets focus). */
const CHECKED: ProfileField[] = ['name', 'company', 'position', 'region'];
/** Every field in screen order: the server may also refuse a band. */
const ORDER: ProfileField[] = [...CHECKED, 'gmvLevelCode', 'businessYearCode'];

/**
 * The profile form's state: values, client checks on blur and submit (message keys), the server's
 * translated reasons (per field, and overall for the alert), and one PUT /api/user/profile at a
 * time. On success the header's stored user info is replaced, so the new name shows at once.
 */
export function useProfileForm(initial: ProfileFormValues, onSaved: (info: UserInfo) => void) {
  const form = useCheckedForm<ProfileFormValues, ProfileField, ProfileErrorKey>({
    initial,
    checked: CHECKED,
    order: ORDER,
    validate: validateProfileField,
    serverFields: PROFILE_FIELD_FOR_PATH,
  });
  const submit = form.submitWith(async (values) => {
    const info = await saveProfile(profileUpdateBody(values));
    userAccount.setUserInfo(info);
    onSaved(info);
  });
  const { values, set, check, error, fieldId, refusal, pending } = form;
  return { values, set, check, error, fieldId, refusal, pending, submit };
}
