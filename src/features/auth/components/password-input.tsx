'use client';

import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';

/** A password field with a show/hide toggle (a real button, named for what it will do). */
export function PasswordInput({
  labels,
  className,
  ...props
}: ComponentPropsWithRef<'input'> & { labels: { show: string; hide: string } }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-11', className)}
      />
      <button
        type="button"
        aria-label={visible ? labels.hide : labels.show}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="m4 4 16 16" />}
        </svg>
      </button>
    </div>
  );
}
