import { cn } from './cn';

/**
 * A native <progress> (announced by screen readers as it is): `value` 0–1, or null for a size that
 * is not known (indeterminate). No inline style, so a strict style-src CSP stays possible.
 */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number | null;
  label: string;
  className?: string;
}) {
  return (
    <progress
      aria-label={label}
      max={1}
      value={value === null ? undefined : Math.min(1, Math.max(0, value))}
      className={cn(
        'h-1.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200',
        '[&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600',
        className,
      )}
    />
  );
}
