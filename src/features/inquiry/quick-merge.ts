import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import type { QuickMatchResult, WhenInBasket } from '@/contracts/inquiries';

/** A listed product the basket already holds: what each has, for the buyer to choose between. */
export type QuickConflict = {
  skuCode: string;
  brand: string;
  partNumber: string;
  title: string;
  basket: number;
  /** The list's quantity (a product listed twice: added up, as the server does). */
  list: number;
};

export const WHEN_IN_BASKET: readonly WhenInBasket[] = ['add', 'keep', 'list'];

/** The matched products of a report-only answer that are already in the basket. */
export function quickConflicts(result: QuickMatchResult): QuickConflict[] {
  const bySku = new Map<string, QuickConflict>();
  for (const line of result.lines) {
    const product = line.candidates[0];
    if (line.result !== 'matched' || !product || line.basketQuantity === null || line.quantity === null) continue;
    const seen = bySku.get(product.skuCode);
    if (seen) seen.list = Math.min(seen.list + line.quantity, INQUIRY_LIMITS.maxQuantity);
    else bySku.set(product.skuCode, { ...product, basket: line.basketQuantity, list: line.quantity });
  }
  return [...bySku.values()];
}

/** The quantity the basket will hold for a conflict under a choice (the server's rule). */
export function mergedQuantity(conflict: QuickConflict, choice: WhenInBasket): number {
  if (choice === 'keep') return conflict.basket;
  if (choice === 'list') return conflict.list;
  return Math.min(conflict.basket + conflict.list, INQUIRY_LIMITS.maxQuantity);
}
