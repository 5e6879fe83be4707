'use client';

import { useRef, useState } from 'react';
import { serverFormErrors } from './server-field-errors';

/**
 * The server half of an auth form: one request at a time (a ref, because state updates too late to
 * stop a double click), a pending flag for the button, the server's translated reasons per field
 * and overall, and focus on the first field the server refused.
 */
export function useFormSubmission<F extends string>(options: {
  /** The server's field paths → the form's fields. */
  fieldFor: Readonly<Record<string, F>>;
  /** The form's fields in screen order (the first refused one gets focus). */
  order: readonly F[];
  fieldId: (field: F) => string;
}) {
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  /** Runs `send` unless a request is already out; a refusal is kept for display, never rethrown. */
  const run = async (send: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setRefusal(null);
    try {
      await send();
      // A form that stays on screen after success (the account forms) must not keep old refusals.
      setServerErrors({});
    } catch (err) {
      const { fields, message } = serverFormErrors(err, options.fieldFor);
      setServerErrors(fields);
      // The alert is for refusals no field shows: a field's own message stays beside the field.
      const shownOnField = Object.values<string | undefined>(fields).includes(message);
      setRefusal(message && !shownOnField ? message : null);
      const first = options.order.find((field) => fields[field]);
      if (first) document.getElementById(options.fieldId(first))?.focus();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  /** A field's server message goes as soon as the field is edited. */
  const clearServerError = (field: F) => setServerErrors((e) => ({ ...e, [field]: undefined }));

  return { serverErrors, clearServerError, refusal, pending, busy: () => inFlight.current, run };
}
