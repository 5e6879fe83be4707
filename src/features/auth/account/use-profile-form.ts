'use client';

import { useId, useState, type FormEvent } from 'react';
import { userAccount } from '@/client/user-account-store';
import type { UserInfo } from '@/contracts/accounts';
import { useFormSubmission } from '../use-form-submission';
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
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ProfileErrorKey>>>({});
  const fieldId = (field: ProfileField) => `${id}-${field}`;
  const { serverErrors, clearServerError, refusal, pending, busy, run } = useFormSubmission({
    fieldFor: PROFILE_FIELD_FOR_PATH,
    order: ORDER,
    fieldId,
  });

  const check = (field: ProfileField, next = values) => {
    const key = validateProfileField(field, next);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const set = <F extends ProfileField>(field: F, value: ProfileFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    clearServerError(field);
    if (errors[field]) check(field, next);
  };
  /** The message key (client) or the server's text for a field, whichever applies. */
  const error = (field: ProfileField): { key: ProfileErrorKey } | { text: string } | null => {
    const key = errors[field];
    if (key) return { key };
    const text = serverErrors[field];
    return text ? { text } : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy()) return;
    const invalid = CHECKED.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    await run(async () => {
      const info = await saveProfile(profileUpdateBody(values));
      userAccount.setUserInfo(info);
      onSaved(info);
    });
  };

  return { values, set, check, error, fieldId, refusal, pending, submit };
}
