import type { ProductCard } from '@/contracts/catalog';
import type { Lang, Site } from '@/contracts/site';
import { partImageUrl, shownImageKeys } from '@/lib/part-image-url';
import { categories, products } from '../db/schema';
import { priceColumnFor } from './price-column';

/** Columns a product card needs (products joined with their own category). */
export function productCardColumns(site: Site) {
  return {
    id: products.id,
    skuCode: products.skuCode,
    titleZh: products.titleZh,
    titleEn: products.titleEn,
    brand: products.brand,
    partNumber: products.partNumber,
    oeNumbers: products.oeNumbers,
    images: products.images,
    price: priceColumnFor(site),
    unit: products.unit,
    moq: products.moq,
    stockStatus: products.stockStatus,
    categoryCid: categories.cid,
    categoryTitle: categories.title,
    categoryTitleEn: categories.titleEn,
  };
}

export type ProductCardRow = {
  skuCode: string;
  titleZh: string;
  titleEn: string;
  brand: string;
  partNumber: string;
  oeNumbers: string[];
  images: string[];
  price: number;
  unit: string;
  moq: number;
  stockStatus: ProductCard['stockStatus'];
  categoryCid: string;
  categoryTitle: string;
  categoryTitleEn: string;
};

/** Image key used when a product has no pictures yet: the media route's generic part drawing. */
export const PLACEHOLDER_IMAGE_KEY = 'part-1';

/** Title in the request language, falling back to the other one when a translation is missing. */
export function localizedTitle(row: { titleZh: string; titleEn: string }, lang: Lang): string {
  return (lang === 'zh' ? row.titleZh || row.titleEn : row.titleEn || row.titleZh) ?? '';
}

/**
 * The public card (the visitor data tier, docs/decisions/0067): the row's price and OE numbers are read
 * for sorting, searching and the tier-aware answers, never copied here.
 */
export function toProductCard(row: ProductCardRow, ctx: { site: Site; lang: Lang }): ProductCard {
  return {
    skuCode: row.skuCode,
    title: localizedTitle(row, ctx.lang),
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    brand: row.brand,
    partNumber: row.partNumber,
    image: partImageUrl(shownImageKeys(row.images ?? [])[0] ?? PLACEHOLDER_IMAGE_KEY),
    unit: row.unit,
    moq: row.moq,
    stockStatus: row.stockStatus,
    category: { cid: row.categoryCid, title: row.categoryTitle, title_en: row.categoryTitleEn },
  };
}
