import { count, eq } from 'drizzle-orm';
import type { CategoryInput, CategoryUpdate } from '@/contracts/catalogue-admin';
import type { AdminCategory } from '@/contracts/catalogue-admin-views';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { categories, products, type CategoryRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { findCategoryByCid, toAdminCategoryNode } from './list-categories-for-operator';

type Node = Omit<AdminCategory, 'children'>;

/** The fields an operator edits, for the audit row's before/after. */
function audited(row: CategoryRow) {
  return { titleZh: row.title, titleEn: row.titleEn, sortOrder: row.sortOrder, isHot: row.isHot, inMenu: row.inMenu };
}

/**
 * POST /api/admin/categories: a new category. A top code has two digits; a child's four begin with
 * its parent's two, and the parent must be a top category (the tree has two levels).
 */
export async function createCategory(db: Db, input: AuditActor & { category: CategoryInput }): Promise<Node> {
  const c = input.category;
  return db.transaction(async (tx) => {
    let parent: CategoryRow | null = null;
    if (c.cid.length === 4) {
      if (!c.parentCid || !c.cid.startsWith(c.parentCid)) throw DomainError.field('cid', 'categoryCodeParent');
      parent = await findCategoryByCid(tx, c.parentCid);
      if (!parent || parent.parentId !== null) throw DomainError.field('parentCid', 'categoryParentNotFound');
    } else if (c.parentCid) {
      throw DomainError.field('cid', 'categoryCodeParent');
    }
    if (await findCategoryByCid(tx, c.cid)) throw DomainError.field('cid', 'categoryCodeTaken', { cid: c.cid });
    const [row] = await tx
      .insert(categories)
      .values({
        cid: c.cid,
        parentId: parent?.id ?? null,
        title: c.titleZh,
        titleEn: c.titleEn,
        sortOrder: c.sortOrder,
        isHot: c.isHot,
        inMenu: c.inMenu,
      })
      .returning();
    if (!row) throw new DomainError('conflict', 'conflict');
    await recordAudit(tx, {
      ...input,
      action: 'category.create',
      targetType: 'category',
      targetId: row.cid,
      after: { cid: row.cid, parentCid: parent?.cid ?? null, ...audited(row) },
    });
    return toAdminCategoryNode(row, parent?.cid ?? null, 0);
  });
}

/** PUT /api/admin/categories/{cid}: titles, order and flags (the code and the parent stay). */
export async function updateCategory(db: Db, input: AuditActor & { cid: string; category: CategoryUpdate }): Promise<Node> {
  const c = input.category;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.cid, input.cid)).for('update');
    if (!before) throw new DomainError('notFound', 'categoryNotFound', { cid: input.cid });
    const [row] = await tx
      .update(categories)
      .set({ title: c.titleZh, titleEn: c.titleEn, sortOrder: c.sortOrder, isHot: c.isHot, inMenu: c.inMenu })
      .where(eq(categories.id, before.id))
      .returning();
    if (!row) throw new DomainError('notFound', 'categoryNotFound', { cid: input.cid });
    if (row.title !== before.title || row.titleEn !== before.titleEn) {
      // A product's search terms hold its category's titles: re-segment them before the next search.
      await tx.update(products).set({ searchStale: true }).where(eq(products.categoryId, row.id));
    }
    await recordAudit(tx, {
      ...input,
      action: 'category.update',
      targetType: 'category',
      targetId: row.cid,
      before: audited(before),
      after: audited(row),
    });
    const [parent] = row.parentId === null ? [] : await tx.select({ cid: categories.cid }).from(categories).where(eq(categories.id, row.parentId));
    const [held] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, row.id));
    return toAdminCategoryNode(row, parent?.cid ?? null, Number(held?.n ?? 0));
  });
}
