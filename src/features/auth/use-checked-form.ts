'use client';

import { useId, useState, type FormEvent } from 'react';
import { useFormSubmission } from './use-form-submission';

/** What a field shows: a client message key, or the server's translated text. */
export type FieldError<K extends string> = { key: K } | { text: string } | null;

/** The words a field shows: the server's text as sent, a client key through the form's translator. */
export function fieldErrorText<K extends string>(
  error: FieldError<K>,
  translate: (key: K) => string,
): string | null {
  if (!error) return null;
  return 'text' in error ? error.text : translate(error.key);
}

/**
 * The state every auth and account form shares: values, client checks on blur and submit (message
 * keys), the server's translated reasons per field and overall (useFormSubmission), and a submit
 * that checks first, focuses the first wrong field, and sends one request at a time.
 */
export function useCheckedForm<V extends object, F extends keyof V & string, K extends string>(config: {
  initial: V;
  /** Fields with client checks, in screen order. */
  checked: readonly F[];
  /** Every field the server may refuse, in screen order (the first refused gets focus); default `checked`. */
  order?: readonly F[];
  validate: (field: F, values: V) => K | null;
  /** The server's field paths → the form's fields. */
  serverFields: Readonly<Record<string, F>>;
  /** A field whose shown error depends on another (a password's repeat): checked again when that one changes. */
  dependents?: Partial<Record<F, F>>;
}) {
  const id = useId();
  const [values, setValues] = useState(config.initial);
  const [errors, setErrors] = useState<Partial<Record<F, K>>>({});
  const fieldId = (field: F) => `${id}-${field}`;
  const { serverErrors, clearServerError, refusal, pending, busy, run } = useFormSubmission<F>({
    fieldFor: config.serverFields,
    order: config.order ?? config.checked,
    fieldId,
  });

  const isChecked = (field: F) => config.checked.includes(field);
  const setError = (field: F, key: K | null) => setErrors((e) => ({ ...e, [field]: key ?? undefined }));
  const check = (field: F, next: V = values): K | null => {
    if (!isChecked(field)) return null;
    const key = config.validate(field, next);
    setError(field, key);
    return key;
  };
  const set = <G extends F>(field: G, value: V[G]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    clearServerError(field);
    if (errors[field]) check(field, next);
    const dependent = config.dependents?.[field];
    if (dependent && errors[dependent]) check(dependent, next);
  };
  const error = (field: F): FieldError<K> => {
    const key = errors[field];
    if (key) return { key };
    const text = serverErrors[field];
    return text ? { text } : null;
  };

  /** A submit handler: client checks first (focus on the first wrong field), then `send` once. */
  const submitWith =
    (send: (values: V) => Promise<void>, allowed: () => boolean = () => true) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy() || !allowed()) return;
      const invalid = config.checked.filter((field) => check(field) !== null);
      if (invalid.length > 0) {
        document.getElementById(fieldId(invalid[0]!))?.focus();
        return;
      }
      await run(() => send(values));
    };

  return { values, setValues, set, check, setError, error, fieldId, refusal, pending, submitWith };
}
