import { eq, sql } from 'drizzle-orm';
import type { ProductInput } from '@/contracts/catalogue-admin';
import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { now } from '../../clock';
import { categories, productFitments, products, productVehicles } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { productTerms } from '../../search/product-terms';
import { rememberWords } from '../../search/refresh-search-terms';
import { auditedChanges } from './audited-changes';
import { getProductForOperator } from './get-product-for-operator';
import { productColumns } from './product-columns';
import { linkProductVehicles } from '../link-product-vehicles';

export type SaveProductMode = 'create' | 'upsert' | 'update';

/**
 * Writes a whole product (validated by productInputSchema) in one transaction: the row, its fitments
 * (replaced), the vehicles they link to, its search terms (written here so search is right at once,
 * not after the engine notices the row is stale) and the audit row with what changed.
 * `create` refuses an SKU that exists (the console's "new product"); `update` refuses one that does
 * not (the edit form); `upsert` does either (the importer: idempotent by SKU).
 */
export async function saveProduct(
  db: Db,
  input: AuditActor & { product: ProductInput; mode: SaveProductMode },
): Promise<AdminProduct> {
  const p = input.product;
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.cid, p.cid));
    if (!category || category.parentId === null) throw DomainError.field('cid', 'productCategoryInvalid', { cid: p.cid });
    const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.skuCode, p.skuCode)).for('update');
    if (existing && input.mode === 'create') throw DomainError.field('skuCode', 'productSkuTaken', { sku: p.skuCode });
    if (!existing && input.mode === 'update') throw new DomainError('notFound', 'productNotFound', { sku: p.skuCode });
    const before = existing ? await getProductForOperator(tx, p.skuCode) : null;

    const terms = productTerms({ ...p, categoryTitle: category.title, categoryTitleEn: category.titleEn });
    const values = {
      ...productColumns(p, category.id),
      searchVector: sql`${terms.vector}::tsvector`,
      searchStale: false,
      updatedAt: now(),
    };
    let productId: number;
    if (existing) {
      await tx.update(products).set(values).where(eq(products.id, existing.id));
      productId = existing.id;
      await tx.delete(productFitments).where(eq(productFitments.productId, productId));
      await tx.delete(productVehicles).where(eq(productVehicles.productId, productId));
    } else {
      const [row] = await tx.insert(products).values({ ...values, skuCode: p.skuCode, createdAt: now() }).returning({ id: products.id });
      if (!row) throw new DomainError('conflict', 'conflict');
      productId = row.id;
    }
    if (p.fitments.length > 0) {
      await tx.insert(productFitments).values(p.fitments.map((f) => ({ ...f, productId })));
      await tx.execute(linkProductVehicles(sql`= ${productId}`));
    }
    await rememberWords(tx, terms.words);

    const after = await getProductForOperator(tx, p.skuCode);
    const diff = auditedChanges(before, after);
    await recordAudit(tx, {
      ...input,
      action: before ? 'product.update' : 'product.create',
      targetType: 'product',
      targetId: p.skuCode,
      before: diff.before,
      after: diff.after,
    });
    return after;
  });
}
