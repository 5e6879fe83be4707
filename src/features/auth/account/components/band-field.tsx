'use client';

import { cn } from '@/components/ui/cn';
import { errorId, Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/input';
import { BANDS, type Band } from '@/contracts/accounts';

/** One of the size bands A–D (annual sales, years in the trade) as a native select. */
export function BandField({
  id,
  label,
  value,
  optionLabel,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: Band;
  optionLabel: (band: Band) => string;
  error: string | null;
  onChange: (band: Band) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        className={cn(inputClasses, 'cursor-pointer')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId(id)}
        onChange={(e) => onChange(e.target.value as Band)}
      >
        {BANDS.map((band) => (
          <option key={band} value={band}>
            {optionLabel(band)}
          </option>
        ))}
      </select>
    </Field>
  );
}
