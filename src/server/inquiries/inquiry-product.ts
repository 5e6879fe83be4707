import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Site } from '@/contracts/site';
import { priceColumnFor } from '../catalog/price-column';
import { products } from '../db/schema';
import type { Db } from '../db/types';

/** What an inquiry line needs of a product: its facts (copied at submission) and the site's list price. */
export function inquiryProductColumns(site: Site) {
  return {
    id: products.id,
    skuCode: products.skuCode,
    titleZh: products.titleZh,
    titleEn: products.titleEn,
    brand: products.brand,
    partNumber: products.partNumber,
    images: products.images,
    unit: products.unit,
    moq: products.moq,
    price: priceColumnFor(site),
  };
}

export type InquiryProduct = {
  id: number;
  skuCode: string;
  titleZh: string;
  titleEn: string;
  brand: string;
  partNumber: string;
  images: string[];
  unit: string;
  moq: number;
  price: number;
};

/** Whether a product reference (productRefSchema) is a numeric id rather than a SKU code. */
const isNumericRef = (ref: string) => /^\d+$/.test(ref);

/**
 * Listed products for SKU codes (any case) or numeric ids, in one query. The map is keyed by the
 * reference as given; references that name nothing listed are absent.
 */
export async function findListedProducts(
  db: Db,
  refs: readonly string[],
  site: Site,
): Promise<Map<string, InquiryProduct>> {
  const found = new Map<string, InquiryProduct>();
  if (refs.length === 0) return found;
  const ids = refs.filter(isNumericRef).map(Number).filter((id) => id <= 2_147_483_647);
  const skus = refs.filter((ref) => !isNumericRef(ref)).map((ref) => ref.toUpperCase());
  const conditions: SQL[] = [];
  if (ids.length) conditions.push(inArray(products.id, ids));
  if (skus.length) conditions.push(inArray(products.skuCode, skus));
  if (conditions.length === 0) return found;
  const rows = await db
    .select(inquiryProductColumns(site))
    .from(products)
    .where(sql`${products.status} = 'active' AND (${or(...conditions)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySku = new Map(rows.map((row) => [row.skuCode, row]));
  for (const ref of refs) {
    const row = isNumericRef(ref) ? byId.get(Number(ref)) : bySku.get(ref.toUpperCase());
    if (row) found.set(ref, row);
  }
  return found;
}
