import type { ProductCard } from '@/contracts/catalog';

export type StockTone = 'success' | 'warning' | 'danger' | 'info';

/** Colour meaning of a stock status, shared by cards and the product page so they never disagree. */
export function stockTone(status: ProductCard['stockStatus']): StockTone {
  switch (status) {
    case 'in_stock':
      return 'success';
    case 'low_stock':
      return 'warning';
    case 'out_of_stock':
      return 'danger';
    case 'on_order':
      return 'info';
  }
}
