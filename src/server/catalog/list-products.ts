import { and, eq, gt, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { ProductList, ProductSort } from '@/contracts/catalog';
import type { Site } from '@/contracts/site';
import { categories, categoryProductCounts, products } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { decodeCursor, encodeCursor } from '../search/cursor';
import type { ListingInput } from '../search/search-engine';
import { vehicleCondition } from '../search/vehicle-filter';
import { priceColumnFor } from './price-column';
import { inCategories, resolveCategoryIds } from './resolve-category-ids';
import { productOrder, visibleProducts } from './product-filters';
import { productCardColumns, toProductCard } from './to-product-card';
import { fromCatalogue } from './catalogue-cache';

/**
 * A listing: no keyword here. Keyword search is for signed-in buyers and goes through the search
 * engine (src/server/search/search-products.ts), which this shares its cards, category filter,
 * vehicle filter and cursors with.
 */
export type ListProductsInput = ListingInput;

/** Matches counted beyond the category counters (vehicle filter) stop at this many. */
const COUNT_CAP = 10_000;

/**
 * One page of active products. cid "0"/absent = all; a top cid includes its children; an unknown
 * cid is a 404 (categoryNotFound). Filter, order and page come from one index (the category index or
 * a per-site price / newest index, by top category for a top category); deep pages go by keyset
 * (`cursor`), page numbers by OFFSET on the narrow id column; the total is a sum of trigger-kept
 * per-category counters, remembered under the catalogue version.
 */
export async function listProducts(db: Db, query: ListProductsInput): Promise<ProductList> {
  const { page, pageSize, sort, site, lang } = query;

  let categoryIds: number[] | undefined;
  if (query.cid && query.cid !== '0') {
    categoryIds = (await resolveCategoryIds(db, query.cid)) ?? undefined;
    if (!categoryIds) throw new DomainError('notFound', 'categoryNotFound', { cid: query.cid });
  }
  const cursor = decodeCursor(query.cursor, 2);
  const where = visibleProducts(
    categoryIds ? inCategories(categoryIds) : undefined,
    query.vehicleId ? vehicleCondition(query.vehicleId, sql`${products.id}`) : undefined,
    cursor ? afterCursor(sort, site, cursor) : undefined,
  );
  const order = productOrder(sort, { site, lang });
  // The page's ids (index-only walk of the order's index to the offset), then their cards, in one
  // statement: the outer ORDER BY sorts only the page's rows, by the same columns.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset(cursor ? 0 : (page - 1) * pageSize)
    .as('page_ids');
  const [total, pageRows] = await Promise.all([
    query.vehicleId ? countCapped(db, categoryIds, query.vehicleId) : countListedProducts(db, categoryIds),
    db
      .select({ ...productCardColumns(site), createdAt: sql<string>`${products.createdAt}::text` })
      .from(pageIds)
      .innerJoin(products, eq(products.id, pageIds.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(...order),
  ]);
  const hasMore = pageRows.length > pageSize;
  const rows = pageRows.slice(0, pageSize);
  const last = rows[rows.length - 1];

  return {
    items: rows.map((row) => toProductCard(row, { site, lang })),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    nextCursor: hasMore && last ? encodeCursor(cursorOf(sort, last)) : null,
  };
}

function cursorOf(
  sort: ProductSort,
  row: { id: number; price: number; createdAt: string },
): (string | number)[] {
  switch (sort) {
    case 'newest':
      return [row.createdAt, row.id];
    case 'price_asc':
    case 'price_desc':
      return [row.price, row.id];
    default:
      return [row.id, row.id];
  }
}

/** Rows after the cursor in the listing's own order, written so the order's index serves it. */
function afterCursor(sort: ProductSort, site: Site, [a, id]: (string | number)[]): SQL {
  const lastId = Number(id);
  const price = priceColumnFor(site);
  switch (sort) {
    case 'newest': {
      const at = sql`${String(a)}::timestamptz`;
      return or(lt(products.createdAt, at), and(eq(products.createdAt, at), lt(products.id, lastId)))!;
    }
    case 'price_asc':
      return or(gt(price, Number(a)), and(eq(price, Number(a)), gt(products.id, lastId)))!;
    case 'price_desc':
      return or(lt(price, Number(a)), and(eq(price, Number(a)), lt(products.id, lastId)))!;
    default:
      return gt(products.id, lastId);
  }
}

/**
 * Listed products in the categories (all when undefined): a sum over category_product_counts, which
 * triggers keep in step with every insert, update and delete of products (migration 0009), remembered
 * under the catalogue version (which the same writes bump), so a listing page asks for its rows only.
 */
export function countListedProducts(db: Db, categoryIds: readonly number[] | undefined): Promise<number> {
  return fromCatalogue(db, `listed-count:${categoryIds ? categoryIds.join(',') : 'all'}`, () => countListedProductsNow(db, categoryIds));
}

/** The same sum read now, for work that follows a write (the freshness worker's page counts). */
export async function countListedProductsNow(db: Db, categoryIds: readonly number[] | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sum(categoryProductCounts.active) })
    .from(categoryProductCounts)
    .where(categoryIds ? inArray(categoryProductCounts.categoryId, [...categoryIds]) : undefined);
  return Number(row?.n ?? 0);
}

/** With a vehicle filter no counter applies: count the matches, stopping at COUNT_CAP. */
async function countCapped(
  db: Db,
  categoryIds: readonly number[] | undefined,
  vehicleId: number,
): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(products)
    .where(
      visibleProducts(
        categoryIds ? inCategories(categoryIds) : undefined,
        vehicleCondition(vehicleId, sql`${products.id}`),
      ),
    )
    .limit(COUNT_CAP)
    .as('m');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}
