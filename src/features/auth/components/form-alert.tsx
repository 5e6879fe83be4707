import { cn } from '@/components/ui/cn';

/**
 * Why the server refused a form (e.g. "awaiting approval", "too many attempts"), next to the button
 * that was pressed: the toast disappears after 3 s, this stays until the next try. Inserted with
 * role="alert" so it is announced, like the field errors. `className` adds spacing for forms whose
 * button has none of its own.
 */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm leading-5 text-red-800',
        className,
      )}
    >
      {message}
    </p>
  );
}
