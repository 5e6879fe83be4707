'use client';

import type { FormEvent } from 'react';
import { useContractForm } from '@/client/use-contract-form';
import { register } from './auth-calls';
import { registerFormSchema, type RegisterField, type RegisterValues } from './register-form-schema';

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
/** Screen order: the first wrong field gets focus. */
const ORDER: RegisterField[] = [
  'name',
  'phone',
  'code',
  'position',
  'company',
  'region',
  'annualSales',
  'experienceYears',
];
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
 * The register form's state (useContractForm over the API's rules) and one POST /api/reg at a time;
 * nothing is sent until the terms are agreed to (the dialog shows why).
 */
export function useRegisterForm(onRegistered: () => void) {
  const contractForm = useContractForm({
    schema: registerFormSchema,
    defaultValues: EMPTY,
    order: ORDER,
    serverFields: SERVER_FIELDS,
  });
  const send = async (registration: RegisterValues) => {
    await register(registration);
    onRegistered();
  };
  const submit = (event: FormEvent<HTMLFormElement>, agreed: boolean) =>
    contractForm.submitWith(send, () => agreed)(event);
  return { ...contractForm, submit };
}
