import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A form row: label, control, optional hint and error. The caller gives the control
 * `id`, `aria-invalid` and `aria-describedby={errorId(id)}` so the error is announced with it.
 */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Screen-reader text for the required marker (e.g. "required"). */
  requiredLabel?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600">
            <span aria-hidden="true">*</span>
            {requiredLabel && <span className="sr-only"> ({requiredLabel})</span>}
          </span>
        )}
      </label>
      {children}
      <p
        id={errorId(id)}
        className="min-h-4 text-xs leading-4 text-red-700"
        role={error ? 'alert' : undefined}
      >
        {error ?? ''}
      </p>
    </div>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}
