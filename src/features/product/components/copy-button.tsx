'use client';

import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';

type State = 'idle' | 'copied' | 'failed';
const RESET_AFTER_MS = 2000;

/**
 * Copies a value (OE number, title) to the clipboard. The button's name says what it copies; the
 * result is announced through a polite live region rather than a toast.
 */
export function CopyButton({
  value,
  labels,
  className,
}: {
  value: string;
  labels: { copy: string; copied: string; failed: string; action: string };
  className?: string;
}) {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button
        type="button"
        aria-label={labels.action}
        onClick={() => {
          // navigator.clipboard is missing outside secure contexts (plain http on a LAN address).
          (navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'))).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
        className={cn(
          'inline-flex h-7 shrink-0 items-center gap-1 rounded px-1.5 text-xs text-slate-600 transition-colors',
          'hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        {state === 'copied' ? (
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className="text-emerald-600">
            <path
              d="m3 8.5 3 3 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <rect
              x="5"
              y="5"
              width="8.5"
              height="8.5"
              rx="1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
            <path
              d="M3 10.5V3.8C3 3.4 3.4 3 3.8 3h6.7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
          </svg>
        )}
        <span aria-hidden="true">
          {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : labels.copy}
        </span>
      </button>
      {/* Outside the button: a button's content is not read as a live region. */}
      <span role="status" className="sr-only">
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
      </span>
    </>
  );
}
