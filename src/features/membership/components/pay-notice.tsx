import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A one-line message of the pay pages (loading, nothing to show, failure), with an optional action. */
export function PayNotice({ kind, text, action }: { kind: 'loading' | 'info' | 'error'; text: string; action?: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border p-5 text-sm',
        kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      <span className="flex-1">{text}</span>
      {action}
    </div>
  );
}
