import type { Href } from '@/i18n/navigation';
import type { Suggestion, SuggestionKind } from './search-types';

/**
 * What the box offers: the server's suggestions (first, the corrected spelling of a misspelt text, which
 * searches for it), or the one VIN lookup a VIN-shaped text gets.
 */
export type BoxOption = Suggestion | { kind: 'vin' | 'correction'; label: string; value: string; highlight?: undefined };

const GROUP_ORDER: readonly SuggestionKind[] = ['category', 'brand', 'part', 'product'];

/**
 * Suggestions grouped in the box's order (the corrected spelling, categories, brands, part numbers,
 * products), each group as the server ranked it.
 */
export function orderSuggestions(items: readonly Suggestion[], didYouMean: string | null = null): BoxOption[] {
  const correction: BoxOption[] = didYouMean ? [{ kind: 'correction', label: didYouMean, value: didYouMean }] : [];
  return [...correction, ...GROUP_ORDER.flatMap((kind) => items.filter((item) => item.kind === kind))];
}

/** Runs of one kind, for the group headings; `start` is the first option's index in the flat list. */
export function groupOptions(
  options: readonly BoxOption[],
): { kind: BoxOption['kind']; start: number; items: BoxOption[] }[] {
  const groups: { kind: BoxOption['kind']; start: number; items: BoxOption[] }[] = [];
  options.forEach((option, index) => {
    const last = groups.at(-1);
    if (last && last.kind === option.kind) last.items.push(option);
    else groups.push({ kind: option.kind, start: index, items: [option] });
  });
  return groups;
}

/** Where choosing an option goes: a category or a product page; null for brands and part numbers, which run a search. */
export function suggestionHref(option: BoxOption): Href | null {
  if (option.kind === 'category') return `/category/${encodeURIComponent(option.cid ?? option.value)}`;
  if (option.kind === 'product') return `/product/${encodeURIComponent(option.sku ?? option.value)}`;
  return null;
}
