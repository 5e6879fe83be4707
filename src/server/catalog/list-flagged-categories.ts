import { asc, or } from 'drizzle-orm';
import { HOT_CATEGORY_IDS, MENU_CATEGORY_IDS } from '@/contracts/catalog-constants';
import { categories } from '../db/schema';
import type { Db } from '../db/types';
import { fromCatalogue } from './catalogue-cache';
import { orderFlagged } from './default-category-flags';

/** The cids of the home page's hot rows and of the header's menu links, in the order they are shown. */
export function listFlaggedCategories(db: Db): Promise<{ hot: string[]; menu: string[] }> {
  return fromCatalogue(db, 'flagged-categories', () => readFlaggedCategories(db));
}

async function readFlaggedCategories(db: Db): Promise<{ hot: string[]; menu: string[] }> {
  const rows = await db
    .select({ cid: categories.cid, isHot: categories.isHot, inMenu: categories.inMenu })
    .from(categories)
    .where(or(categories.isHot, categories.inMenu))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return {
    hot: orderFlagged(rows.filter((r) => r.isHot), HOT_CATEGORY_IDS),
    menu: orderFlagged(rows.filter((r) => r.inMenu), MENU_CATEGORY_IDS),
  };
}
