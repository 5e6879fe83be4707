import { asc } from 'drizzle-orm';
import type { CategoryNode } from '@/contracts/catalog';
import { categories } from '../db/schema';
import type { Db } from '../db/types';
import { fromCatalogue } from './catalogue-cache';
import { categoryColumns } from './category-columns';
import { buildCategoryTree } from './category-node';

/**
 * The whole two-level tree (a few hundred rows at most), ordered as the catalogue manager set it;
 * kept in the catalogue cache (shared by the pages and the API: never change what it returns).
 */
export function listCategoryTree(db: Db): Promise<CategoryNode[]> {
  return fromCatalogue(db, 'category-tree', () => readCategoryTree(db));
}

async function readCategoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return buildCategoryTree(rows);
}
