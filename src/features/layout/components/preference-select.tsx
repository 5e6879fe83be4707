'use client';

import { useOptimistic, useTransition } from 'react';
import { cn } from '@/components/ui/cn';
import { NativeSelect } from '@/components/ui/native-select';

export type PreferenceOption<T extends string> = { value: T; label: string; lang?: string };

/**
 * A header preference picker (language, region): shows the choice at once (optimistic) while the
 * page catches up, ignores values it does not know and re-picks of the current one.
 */
export function PreferenceSelect<T extends string>({
  label,
  value,
  options,
  isValue,
  onChoose,
  className,
}: {
  label: string;
  value: T;
  options: PreferenceOption<T>[];
  isValue: (candidate: string) => candidate is T;
  onChoose: (next: T) => void;
  className?: string;
}) {
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(value);

  return (
    <NativeSelect
      aria-label={label}
      aria-busy={pending || undefined}
      value={shown}
      className={cn('h-8', pending && 'opacity-70', className)}
      onChange={(event) => {
        const next = event.target.value;
        if (!isValue(next) || next === value) return;
        startTransition(() => {
          setShown(next);
          onChoose(next);
        });
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
