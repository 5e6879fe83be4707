import { count, ne } from 'drizzle-orm';
import { INQUIRY_LIMITS, type basketLineBodySchema } from '@/contracts/inquiries';
import type { Lang, Site } from '@/contracts/site';
import type { z } from 'zod';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiryBasketItems } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { findListedProducts } from './inquiry-product';
import { lineProblems } from './line-rules';
import { lockBuyer } from './lock-buyer';
import { basketOf } from './basket-scope';

export type BasketLineInput = z.output<typeof basketLineBodySchema>;

/**
 * Adds a product to the buyer's basket for this site, or replaces its line: quantity at least the
 * product's minimum order, needed-by today or later, at most INQUIRY_LIMITS.basketMaxItems products.
 */
export async function putBasketLine(
  db: Db,
  input: { userId: number; site: Site; lang: Lang; productRef: string; line: BasketLineInput },
): Promise<void> {
  const product = (await findListedProducts(db, [input.productRef], input.site)).get(input.productRef);
  if (!product) throw new DomainError('notFound', 'productNotFound', { sku: input.productRef });
  const at = now();
  const problems = lineProblems(input.line, product, { lang: input.lang, today: chinaDay(at), path: '' });
  if (problems.length) throw DomainError.fields(problems);

  await db.transaction(async (tx) => {
    await lockBuyer(tx, input.userId);
    const [others] = await tx
      .select({ n: count() })
      .from(inquiryBasketItems)
      .where(basketOf(input, ne(inquiryBasketItems.productId, product.id)));
    if ((others?.n ?? 0) >= INQUIRY_LIMITS.basketMaxItems) {
      throw new DomainError('conflict', 'basketFull', { max: INQUIRY_LIMITS.basketMaxItems });
    }
    const values = {
      quantity: input.line.quantity,
      targetUnitPrice: input.line.targetUnitPrice,
      neededBy: input.line.neededBy,
      note: input.line.note,
      updatedAt: at,
    };
    await tx
      .insert(inquiryBasketItems)
      .values({ userId: input.userId, site: input.site, productId: product.id, createdAt: at, ...values })
      .onConflictDoUpdate({
        target: [inquiryBasketItems.userId, inquiryBasketItems.site, inquiryBasketItems.productId],
        set: values,
      });
  });
}
