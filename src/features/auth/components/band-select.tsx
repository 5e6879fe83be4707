import type { SelectHTMLAttributes } from 'react';
import { BANDS, type Band } from '@/contracts/accounts';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';

/** A native select over the size bands A–D (annual sales, years in the trade); labels come translated. */
export function BandSelect({
  value,
  onChange,
  optionLabel,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'className' | 'children'> & {
  id: string;
  value: string;
  onChange: (band: Band) => void;
  optionLabel: (band: Band) => string;
}) {
  return (
    <select
      {...rest}
      className={cn(inputClasses, 'cursor-pointer')}
      value={value}
      // Only the options below can be chosen, so the value is always a band.
      onChange={(e) => onChange(e.target.value as Band)}
    >
      {BANDS.map((band) => (
        <option key={band} value={band}>
          {optionLabel(band)}
        </option>
      ))}
    </select>
  );
}
