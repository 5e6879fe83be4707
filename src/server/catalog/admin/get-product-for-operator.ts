import { asc, eq } from 'drizzle-orm';
import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import { categories, productFitments, products } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { productRowAsInput } from './product-columns';
import { toProductImages } from './product-images';

/** GET /api/admin/products/{sku}: every editable field (any status), in productInputSchema's shape. */
export async function getProductForOperator(db: Db, skuCode: string): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, cid: categories.cid })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.skuCode, skuCode));
  if (!row) throw new DomainError('notFound', 'productNotFound', { sku: skuCode });
  const p = row.product;
  const fitments = await db
    .select()
    .from(productFitments)
    .where(eq(productFitments.productId, p.id))
    .orderBy(asc(productFitments.id));
  return {
    id: p.id,
    ...productRowAsInput(p, row.cid),
    unit: p.unit as AdminProduct['unit'],
    fitments: fitments.map((f) => ({ make: f.make, makeZh: f.makeZh, model: f.model, yearFrom: f.yearFrom, yearTo: f.yearTo, engine: f.engine })),
    images: toProductImages(p.images),
    updatedAt: p.updatedAt.toISOString(),
  };
}
