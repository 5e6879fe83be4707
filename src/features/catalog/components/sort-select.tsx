'use client';

import { useId, useTransition } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { useRouter } from '@/i18n/navigation';
import type { ProductListQuery } from '@/contracts/catalog';

type Sort = ProductListQuery['sort'];

export type SortSelectProps = {
  value: Sort;
  options: { value: Sort; label: string }[];
  label: string;
  applyLabel: string;
  /** Query to keep (keyword, cid, searchId); the page resets to 1 when the order changes. */
  query: Record<string, string>;
  /** Localised path of the listing, for the no-JavaScript form submit. */
  action: string;
};

/**
 * A native select inside a GET form: without JavaScript the Apply button submits it; with
 * JavaScript a change navigates at once (client-side, keeping the header and scroll state).
 */
export function SortSelect({ value, options, label, applyLabel, query, action }: SortSelectProps) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  return (
    <form method="get" action={action} className="flex items-center gap-2 text-sm" aria-busy={pending}>
      {Object.entries(query).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor={id} className="text-slate-600">
        {label}
      </label>
      <NativeSelect
        id={id}
        name="sort"
        defaultValue={value}
        className="h-9 rounded-md border border-slate-300 bg-white text-slate-900"
        data-testid="sort-select"
        onChange={(event) => {
          const sort = event.currentTarget.value;
          startTransition(() => {
            router.push({ pathname: '/products', query: sort === 'relevance' ? query : { ...query, sort } });
          });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <button type="submit" className="h-9 rounded-md border border-slate-300 bg-white px-3">
          {applyLabel}
        </button>
      </noscript>
    </form>
  );
}
