import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';

/** A label, a control box and the error line: the exact box model of a `Field` with an input. */
function FieldBox({ labelWidth }: { labelWidth: string }) {
  return (
    <div className="grid gap-1.5">
      <span className={cn('block h-5 animate-pulse rounded bg-slate-200', labelWidth)} />
      <span className={cn(inputClasses, 'block animate-pulse bg-slate-100')} />
      <span className="min-h-4" />
    </div>
  );
}

/**
 * Stands in for the profile form while it loads, built from the same boxes as the real fields
 * (two rows of text fields, the three-part region, the two bands, the button), so the page does
 * not move when the form replaces it.
 */
export function ProfileFormSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-1">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FieldBox labelWidth="w-16" />
        <FieldBox labelWidth="w-20" />
        <FieldBox labelWidth="w-20" />
      </div>
      <div className="grid gap-1.5">
        <span className="mb-1.5 block h-5 w-24 animate-pulse rounded bg-slate-200" />
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((n) => (
            <span key={n} className={cn(inputClasses, 'block animate-pulse bg-slate-100')} />
          ))}
        </div>
        <span className="min-h-4" />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FieldBox labelWidth="w-24" />
        <FieldBox labelWidth="w-28" />
      </div>
      <span className="block h-10 w-36 animate-pulse rounded-md bg-slate-200" />
    </div>
  );
}
