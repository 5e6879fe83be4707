import { ApiRequestError } from '@/client/api-request';

/**
 * A refused form submission, ready to show: the server's translated messages per form field (its
 * `errors[].path` mapped to our field names) and the overall message for the alert above the
 * button. Unknown paths fold into the overall message, so nothing the server said is lost.
 */
export function serverFormErrors<F extends string>(
  err: unknown,
  fieldFor: Readonly<Record<string, F>>,
): { fields: Partial<Record<F, string>>; message: string } {
  const fields: Partial<Record<F, string>> = {};
  if (!(err instanceof ApiRequestError)) return { fields, message: err instanceof Error ? err.message : '' };
  for (const { path, message } of err.fieldErrors) {
    const field = Object.hasOwn(fieldFor, path) ? fieldFor[path] : undefined;
    if (field && !fields[field]) fields[field] = message;
  }
  return { fields, message: err.message };
}
