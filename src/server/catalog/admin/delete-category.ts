import { count, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { categories, products } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';

/**
 * DELETE /api/admin/categories/{cid}: only an empty category goes. One that still holds products or
 * children is refused (409) with the counts, so nothing is orphaned and no product silently moves.
 */
export async function deleteCategory(db: Db, input: AuditActor & { cid: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.cid, input.cid)).for('update');
    if (!row) throw new DomainError('notFound', 'categoryNotFound', { cid: input.cid });
    const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id));
    const [held] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, row.id));
    const childCount = Number(children?.n ?? 0);
    const productCount = Number(held?.n ?? 0);
    if (childCount > 0 || productCount > 0) {
      throw new DomainError('conflict', 'categoryNotEmpty', { children: childCount, products: productCount });
    }
    await tx.delete(categories).where(eq(categories.id, row.id));
    await recordAudit(tx, {
      ...input,
      action: 'category.delete',
      targetType: 'category',
      targetId: row.cid,
      before: { cid: row.cid, titleZh: row.title, titleEn: row.titleEn, sortOrder: row.sortOrder, isHot: row.isHot, inMenu: row.inMenu },
    });
  });
}
