import { eq } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from '@/contracts/catalogue-admin';
import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import { isUploadedImageKey } from '@/lib/part-image-url';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { now } from '../../clock';
import { products } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import type { FileStore } from '../../storage/file-store';
import { getProductForOperator } from './get-product-for-operator';
import { removeProductImages, storeProductImage } from './product-image-files';

type Input = AuditActor & { skuCode: string };

/**
 * Rewrites a product's picture list in one transaction. Drawn keys (the generated SVG pictures) stay
 * behind the uploads, so a product whose uploads are all removed falls back to its drawing.
 */
async function rewriteImages(
  db: Db,
  input: Input & { action: string },
  next: (uploaded: string[]) => string[],
): Promise<{ product: AdminProduct; removed: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: products.id, images: products.images }).from(products).where(eq(products.skuCode, input.skuCode)).for('update');
    if (!row) throw new DomainError('notFound', 'productNotFound', { sku: input.skuCode });
    const uploaded = row.images.filter(isUploadedImageKey);
    const kept = next(uploaded);
    if (kept.length > MAX_PRODUCT_IMAGES) throw DomainError.field('keys', 'imageLimit', { max: MAX_PRODUCT_IMAGES });
    const drawn = row.images.filter((k) => !isUploadedImageKey(k));
    await tx.update(products).set({ images: [...kept, ...drawn], updatedAt: now() }).where(eq(products.id, row.id));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: input.action,
      targetType: 'product',
      targetId: input.skuCode,
      before: { images: uploaded },
      after: { images: kept },
    });
    return { product: await getProductForOperator(tx, input.skuCode), removed: uploaded.filter((k) => !kept.includes(k)) };
  });
}

/** POST /api/admin/products/{sku}/images: one uploaded picture, added at the end of the list. */
export async function addProductImage(db: Db, store: FileStore, input: Input & { bytes: Uint8Array }): Promise<AdminProduct> {
  const key = await storeProductImage(store, input.bytes);
  try {
    return (await rewriteImages(db, { ...input, action: 'product.image.add' }, (uploaded) => [...uploaded, key])).product;
  } catch (err) {
    await removeProductImages(store, [key]);
    throw err;
  }
}

/** PUT /api/admin/products/{sku}/images: keep these uploads in this order; the files of the others go after the commit. */
export async function orderProductImages(db: Db, store: FileStore, input: Input & { keys: readonly string[] }): Promise<AdminProduct> {
  const { product, removed } = await rewriteImages(db, { ...input, action: 'product.image.order' }, (uploaded) => {
    const unique = [...new Set(input.keys)];
    if (unique.some((k) => !uploaded.includes(k))) throw DomainError.field('keys', 'imageKeyUnknown');
    return unique;
  });
  await removeProductImages(store, removed);
  return product;
}
