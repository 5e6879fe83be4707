import { asc, eq } from 'drizzle-orm';
import type { Basket } from '@/contracts/inquiries';
import { CURRENCY_BY_SITE, type Lang, type Site } from '@/contracts/site';
import { partImageUrl } from '@/lib/part-image-url';
import { localizedTitle, PLACEHOLDER_IMAGE_KEY } from '../catalog/to-product-card';
import { inquiryBasketItems, products } from '../db/schema';
import type { Db } from '../db/types';
import { inquiryProductColumns } from './inquiry-product';
import { basketOf } from './basket-scope';

/** The buyer's basket for one site, oldest line first; products no longer listed are left out. */
export async function getBasket(db: Db, input: { userId: number; site: Site; lang: Lang }): Promise<Basket> {
  const rows = await db
    .select({
      ...inquiryProductColumns(input.site),
      quantity: inquiryBasketItems.quantity,
      targetUnitPrice: inquiryBasketItems.targetUnitPrice,
      neededBy: inquiryBasketItems.neededBy,
      note: inquiryBasketItems.note,
      addedAt: inquiryBasketItems.createdAt,
    })
    .from(inquiryBasketItems)
    .innerJoin(products, eq(products.id, inquiryBasketItems.productId))
    .where(basketOf(input, eq(products.status, 'active')))
    .orderBy(asc(inquiryBasketItems.createdAt), asc(inquiryBasketItems.productId));
  const currency = CURRENCY_BY_SITE[input.site];
  return {
    currency,
    lines: rows.map((row) => ({
      skuCode: row.skuCode,
      title: localizedTitle(row, input.lang),
      brand: row.brand,
      partNumber: row.partNumber,
      image: partImageUrl(row.images?.[0] ?? PLACEHOLDER_IMAGE_KEY),
      unit: row.unit,
      moq: row.moq,
      price: { amount: row.price, currency },
      quantity: row.quantity,
      targetUnitPrice: row.targetUnitPrice,
      neededBy: row.neededBy,
      note: row.note,
      addedAt: row.addedAt.toISOString(),
    })),
  };
}
