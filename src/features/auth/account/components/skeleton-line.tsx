import { cn } from '@/components/ui/cn';

/** A grey bar one text line high (20 px), standing in for a value that is loading. */
export function SkeletonLine({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block h-5 max-w-full animate-pulse rounded bg-slate-200', className)}
    />
  );
}
