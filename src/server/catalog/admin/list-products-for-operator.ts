import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ProductAdminListQuery } from '@/contracts/catalogue-admin';
import type { AdminProductList, AdminProductRow } from '@/contracts/catalogue-admin-views';
import { categories, products } from '../../db/schema';
import type { Db } from '../../db/types';
import { inCategories, resolveCategories } from '../resolve-category-ids';

/** Escapes LIKE's wildcards in what the operator typed. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS: Record<ProductAdminListQuery['sort'], SQL[]> = {
  updated_desc: [desc(products.updatedAt), desc(products.id)],
  sku_asc: [asc(products.skuCode)],
  title_asc: [asc(products.titleEn), asc(products.id)],
  price_asc: [asc(products.priceUsd), asc(products.id)],
  price_desc: [desc(products.priceUsd), desc(products.id)],
  stock_asc: [asc(products.stockQty), asc(products.id)],
};

/**
 * GET /api/admin/products: every product (hidden ones too), filtered by a keyword (SKU or part
 * number from their start, or a piece of either title), category (a top one includes its children),
 * brand and status; sorted and paged on the server. Price sorts use the USD column.
 */
export async function listProductsForOperator(db: Db, query: ProductAdminListQuery): Promise<AdminProductList> {
  const { page, pageSize } = query;
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const text = or(
      ilike(products.skuCode, `${literal(q)}%`),
      ilike(products.partNumber, `${literal(q)}%`),
      ilike(products.titleZh, `%${literal(q)}%`),
      ilike(products.titleEn, `%${literal(q)}%`),
    );
    if (text) where.push(text);
  }
  if (query.cid) {
    const category = (await resolveCategories(db, [query.cid])).get(query.cid);
    if (!category) return { items: [], total: 0, page, pageSize, pageCount: 0 };
    where.push(inCategories(category.ids));
  }
  if (query.brand) where.push(ilike(products.brand, literal(query.brand)));
  if (query.status) where.push(eq(products.status, query.status));
  const condition = where.length ? and(...where) : undefined;

  const [totalRow] = await db.select({ n: count() }).from(products).where(condition);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select({ product: products, cid: categories.cid, categoryTitleZh: categories.title, categoryTitleEn: categories.titleEn })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(condition)
    .orderBy(...SORTS[query.sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items: AdminProductRow[] = rows.map(({ product: p, ...category }) => ({
    id: p.id,
    skuCode: p.skuCode,
    cid: category.cid,
    categoryTitleZh: category.categoryTitleZh,
    categoryTitleEn: category.categoryTitleEn,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    brand: p.brand,
    partNumber: p.partNumber,
    prices: { USD: p.priceUsd, EUR: p.priceEur, AUD: p.priceAud, GBP: p.priceGbp },
    stockStatus: p.stockStatus,
    stockQty: p.stockQty,
    status: p.status,
    updatedAt: p.updatedAt.toISOString(),
  }));
  return { items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
