'use client';

import { useId, useState, type FormEvent } from 'react';
import { errorId } from '@/components/ui/field';
import { register } from './auth-calls';
import { useFormSubmission } from './use-form-submission';
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
  const id = useId();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RegisterValidatedField, RegisterErrorKey>>>({});
  const fieldId = (field: RegisterField) => `${id}-${field}`;
  const { serverErrors, clearServerError, refusal, pending, busy, run } = useFormSubmission<RegisterField>({
    fieldFor: SERVER_FIELDS,
    order: VALIDATED,
    fieldId,
  });

  const check = <F extends RegisterValidatedField>(field: F, value: RegisterValues[F] = values[field]) => {
    const key = validateRegisterField(field, value);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
    return key;
  };
  const set = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearServerError(field);
    if (errors[field as RegisterValidatedField]) check(field as RegisterValidatedField, value as never);
  };
  const setPhoneError = (key: 'phoneRequired' | 'phonePattern' | null) =>
    setErrors((e) => ({ ...e, phone: key ?? undefined }));
  /** The message key (client) or the server's text for a field, whichever applies. */
  const error = (field: RegisterField): { key: RegisterErrorKey } | { text: string } | null => {
    const key = errors[field as RegisterValidatedField];
    if (key) return { key };
    const text = serverErrors[field];
    return text ? { text } : null;
  };
  const a11y = (field: RegisterField) => ({
    id: fieldId(field),
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': errorId(fieldId(field)),
  });

  const submit = async (event: FormEvent<HTMLFormElement>, agreed: boolean) => {
    event.preventDefault();
    if (busy() || !agreed) return;
    const invalid = VALIDATED.filter((field) => check(field) !== null);
    if (invalid.length > 0) {
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    await run(async () => {
      await register(values);
      onRegistered();
    });
  };

  return { values, set, check, setPhoneError, error, a11y, fieldId, refusal, pending, submit };
}
