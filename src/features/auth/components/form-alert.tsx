/**
 * Why the server refused a form (e.g. "awaiting approval", "too many attempts"), next to the button
 * that was pressed: the toast disappears after 3 s, this stays until the next try. Inserted with
 * role="alert" so it is announced, like the field errors.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm leading-5 text-red-800"
    >
      {message}
    </p>
  );
}
