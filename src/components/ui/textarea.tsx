import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm leading-6 text-slate-900 placeholder:text-slate-400',
        'transition-colors hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
        'disabled:cursor-not-allowed disabled:bg-slate-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
