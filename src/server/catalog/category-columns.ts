import { categories } from '../db/schema';

/** The category columns every catalogue read needs. */
export const categoryColumns = {
  id: categories.id,
  cid: categories.cid,
  title: categories.title,
  titleEn: categories.titleEn,
  parentId: categories.parentId,
};
