'use client';

import type { FormEvent } from 'react';
import { errorId } from '@/components/ui/field';
import { register } from './auth-calls';
import { useCheckedForm } from './use-checked-form';
import {
  validateRegisterField,
  type RegisterErrorKey,
  type RegisterValidatedField,
  type RegisterValues,
} from './validation';

export type RegisterField = keyof RegisterValues;

const VALIDATED: RegisterValidatedField[] = ['name', 'phone', 'code', 'company', 'region'];
const EMPTY: RegisterValues = {
  name: '',
  phone: '',
  code: '',
  position: '',
  company: '',
  region: [],
  annualSales: 'A',
  experienceYears: 'A',
};
/** The server's field paths (the spec's payload names) → the form's fields. */
const SERVER_FIELDS: Record<string, RegisterField> = {
  mobile: 'phone',
  smsContent: 'code',
  name: 'name',
  operatorGroupName: 'company',
  position: 'position',
  province: 'region',
  city: 'region',
  district: 'region',
  annualSales: 'annualSales',
  experienceYears: 'experienceYears',
};

/**
 * The register form's state: values, client checks on blur and submit (message keys), the server's
 * translated reasons (per field, and overall for the alert), and one POST /api/reg at a time.
 * A field's server message clears as soon as the field is edited.
 */
export function useRegisterForm(onRegistered: () => void) {
  const form = useCheckedForm<RegisterValues, RegisterField, RegisterErrorKey>({
    initial: EMPTY,
    checked: VALIDATED,
    // Only the checked fields reach validate (useCheckedForm asks for those alone).
    validate: (field, values) =>
      validateRegisterField(field as RegisterValidatedField, values[field as RegisterValidatedField]),
    serverFields: SERVER_FIELDS,
  });
  const { values, set, check, error, fieldId, refusal, pending } = form;
  const setPhoneError = (key: 'phoneRequired' | 'phonePattern' | null) => form.setError('phone', key);
  const a11y = (field: RegisterField) => ({
    id: fieldId(field),
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': errorId(fieldId(field)),
  });
  const send = async (registration: RegisterValues) => {
    await register(registration);
    onRegistered();
  };
  /** Nothing is sent until the terms are agreed to (the dialog shows why). */
  const submit = (event: FormEvent<HTMLFormElement>, agreed: boolean) =>
    form.submitWith(send, () => agreed)(event);

  return { values, set, check, setPhoneError, error, a11y, fieldId, refusal, pending, submit };
}
