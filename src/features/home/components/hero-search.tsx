'use client';

import { useRef } from 'react';
import { SearchForm, type SearchFormLabels } from '@/components/search-form';

export type HeroSearchProps = {
  /** Localised /products path: the form still works as a plain GET without JavaScript. */
  action: string;
  labels: SearchFormLabels;
};

/** The hero's search prompt: the storefront's search form in its larger look (phones have the header's). */
export function HeroSearch({ action, labels }: HeroSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <SearchForm
      look="hero"
      labels={labels}
      action={action}
      inputRef={input}
      inputProps={{ 'data-testid': 'hero-search-input' }}
    />
  );
}
