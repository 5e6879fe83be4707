import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

/**
 * A styled native <select>: keyboard and screen-reader support come from the browser and it costs
 * no JavaScript, which matters in the header of every page.
 */
export function NativeSelect({ className, children, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <span className={cn('relative inline-flex items-center', className)}>
      <select
        className={
          'h-full w-full cursor-pointer appearance-none rounded-md border border-transparent bg-transparent py-0 pr-6 pl-2 text-inherit ' +
          'hover:border-current/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500'
        }
        {...props}
      >
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 12 12"
        width="10"
        height="10"
        className="pointer-events-none absolute right-2 opacity-70"
      >
        <path
          d="M2 4.5 6 8l4-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
