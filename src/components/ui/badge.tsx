import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** A small status label (styles: `.badge` in globals.css — it repeats on every product card). The dot repeats the tone; the text carries the meaning (never colour alone). */
export function Badge({
  tone = 'neutral',
  className,
  children,
  ...props
}: ComponentPropsWithRef<'span'> & { tone?: BadgeTone }) {
  return (
    <span className={cn('badge', tones[tone], className)} {...props}>
      <span aria-hidden="true" className="badge-dot" />
      {children}
    </span>
  );
}
