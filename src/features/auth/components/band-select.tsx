import { BANDS, type Band } from '@/contracts/accounts';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';

/** A native select over the size bands A–D (annual sales, years in the trade); labels come translated. */
export function BandSelect({
  id,
  name,
  value,
  onChange,
  optionLabel,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  optionLabel: (band: Band) => string;
}) {
  return (
    <select
      id={id}
      name={name}
      className={cn(inputClasses, 'cursor-pointer')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {BANDS.map((band) => (
        <option key={band} value={band}>
          {optionLabel(band)}
        </option>
      ))}
    </select>
  );
}
