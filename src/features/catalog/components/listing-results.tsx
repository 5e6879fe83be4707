import type { ProductList } from '@/contracts/catalog';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';

/** Grid + pager, or the empty state: the part category and search listings share. */
export function ListingResults({
  list,
  pathname,
  query,
}: {
  list: ProductList;
  pathname: string;
  query?: Record<string, string>;
}) {
  if (list.items.length === 0) return <EmptyState />;
  return (
    <div className="flex flex-col gap-8">
      <ProductGrid products={list.items} />
      <Pagination page={list.page} pageCount={list.pageCount} pathname={pathname} query={query} />
    </div>
  );
}
