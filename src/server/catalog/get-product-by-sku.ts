import { and, asc, eq } from 'drizzle-orm';
import type { ProductDetail } from '@/contracts/catalog';
import type { Lang, Site } from '@/contracts/site';
import { partImageUrl, shownImageKeys } from '@/lib/part-image-url';
import { categories, productFitments, products } from '../db/schema';
import type { Db } from '../db/types';
import { chineseVehicleNames } from '../vehicles/chinese-vehicle-names';
import { fromCatalogue } from './catalogue-cache';
import { localizeSpecs, localizedFitment } from './localize-detail';
import { PLACEHOLDER_IMAGE_KEY, productCardColumns, toProductCard } from './to-product-card';

/**
 * A listed product by SKU with breadcrumbs, localized specs, fitments and every image; null if absent
 * or hidden. Kept in the catalogue cache (shared by the product page and the API: never change it).
 */
export function getProductBySku(
  db: Db,
  input: { skuCode: string; site: Site; lang: Lang },
): Promise<ProductDetail | null> {
  return fromCatalogue(db, `product:${input.site}:${input.lang}:${input.skuCode}`, () => readProductBySku(db, input));
}

async function readProductBySku(
  db: Db,
  input: { skuCode: string; site: Site; lang: Lang },
): Promise<ProductDetail | null> {
  const { site, lang } = input;
  const [row] = await db
    .select({
      ...productCardColumns(site),
      descriptionZh: products.descriptionZh,
      descriptionEn: products.descriptionEn,
      specs: products.specs,
      weightGrams: products.weightGrams,
      warrantyMonths: products.warrantyMonths,
      categoryParentId: categories.parentId,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.skuCode, input.skuCode), eq(products.status, 'active')))
    .limit(1);
  if (!row) return null;

  const [parent, fitments] = await Promise.all([
    row.categoryParentId === null
      ? Promise.resolve(undefined)
      : db
          .select({ cid: categories.cid, title: categories.title, title_en: categories.titleEn })
          .from(categories)
          .where(eq(categories.id, row.categoryParentId))
          .limit(1)
          .then((rows) => rows[0]),
    db
      .select()
      .from(productFitments)
      .where(eq(productFitments.productId, row.id))
      .orderBy(asc(productFitments.make), asc(productFitments.model), asc(productFitments.yearFrom), asc(productFitments.id)),
  ]);

  // Chinese model names come from the vehicle table, asked for the makes and models these fitments name.
  const names = lang === 'zh' ? await chineseVehicleNames(db, fitments) : undefined;
  const card = toProductCard(row, { site, lang });
  const description = lang === 'zh' ? row.descriptionZh || row.descriptionEn : row.descriptionEn || row.descriptionZh;
  const imageKeys = row.images?.length ? shownImageKeys(row.images) : [PLACEHOLDER_IMAGE_KEY];
  return {
    ...card,
    images: imageKeys.map(partImageUrl),
    description,
    specs: localizeSpecs(row.specs ?? [], lang),
    fitments: fitments.map((fitment) => localizedFitment(fitment, lang, names)),
    weightGrams: row.weightGrams,
    warrantyMonths: row.warrantyMonths,
    breadcrumbs: [...(parent ? [parent] : []), card.category],
  };
}
