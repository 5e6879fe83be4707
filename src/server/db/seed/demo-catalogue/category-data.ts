import categoriesJson from '../data/categories.json';

/** Shape of the committed categories.json written by `npm run gen:categories`. */
export type CategorySeedChild = {
  cid: string;
  title: string;
  titleEn: string;
  titleDe: string;
  taxonomyId: string;
  sortOrder: number;
};
export type CategorySeedTop = CategorySeedChild & { children: CategorySeedChild[] };

export const CATEGORY_TREE: readonly CategorySeedTop[] = categoriesJson as CategorySeedTop[];
