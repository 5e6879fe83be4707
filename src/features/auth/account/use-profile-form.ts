'use client';

import { userAccount } from '@/client/user-account-store';
import { useContractForm } from '@/client/use-contract-form';
import type { UserInfo } from '@/contracts/accounts';
import { saveProfile } from './account-calls';
import {
  PROFILE_FIELD_FOR_PATH,
  profileFormSchema,
  profileUpdateBody,
  type ProfileField,
  type ProfileFormValues,
} from './profile-values';

/** Every field in screen order (the first wrong one gets focus); the server may also refuse a band. */
const ORDER: ProfileField[] = ['company', 'region', 'gmvLevelCode', 'businessYearCode', 'name', 'position'];

/**
 * The profile form's state (useContractForm over the API's rules), the server's translated reasons
 * (per field, and overall for the alert), and one PUT /api/user/profile at a time. On success the
 * header's stored user info is replaced, so the new name shows at once.
 */
export function useProfileForm(initial: ProfileFormValues, onSaved: (info: UserInfo) => void) {
  const contractForm = useContractForm<ProfileFormValues>({
    schema: profileFormSchema,
    defaultValues: initial,
    order: ORDER,
    serverFields: PROFILE_FIELD_FOR_PATH,
  });
  const submit = contractForm.submitWith(async (values) => {
    const info = await saveProfile(profileUpdateBody(values));
    userAccount.setUserInfo(info);
    onSaved(info);
  });
  return { ...contractForm, submit };
}
