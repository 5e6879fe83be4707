'use client';

import { errorId, Field } from '@/components/ui/field';
import type { Band } from '@/contracts/accounts';
import { BandSelect } from '../../components/band-select';

/** One of the size bands A–D (annual sales, years in the trade) as a labelled field with its error. */
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
      <BandSelect
        id={id}
        value={value}
        optionLabel={optionLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId(id)}
        onChange={onChange}
      />
    </Field>
  );
}
