import { asc, eq } from 'drizzle-orm';
import type { inquiryLineInputSchema } from '@/contracts/inquiries';
import type { Lang, Site } from '@/contracts/site';
import type { z } from 'zod';
import { inquiryBasketItems, products, type InquiryLineRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError, type FieldProblem } from '../domain-error';
import { findListedProducts, inquiryProductColumns, type InquiryProduct } from './inquiry-product';
import { lineProblems } from './line-rules';
import { basketOf } from './basket-scope';

/** A line about to be stored: the product's facts as they are now, and what the buyer asked. */
export type LineDraft = Omit<InquiryLineRow, 'id' | 'inquiryId' | 'lineNo' | 'quotedUnitPrice'>;

type LineInput = z.output<typeof inquiryLineInputSchema>;
type Context = { lang: Lang; site: Site; today: string };

function draft(product: InquiryProduct, wish: Omit<LineInput, 'product'>): LineDraft {
  return {
    productId: product.id,
    skuCode: product.skuCode,
    partNumber: product.partNumber,
    brand: product.brand,
    titleZh: product.titleZh,
    titleEn: product.titleEn,
    unit: product.unit,
    moq: product.moq,
    listUnitPrice: product.price,
    quantity: wish.quantity,
    targetUnitPrice: wish.targetUnitPrice,
    neededBy: wish.neededBy,
    note: wish.note,
  };
}

/**
 * Lines the buyer listed: every product listed (one query), none twice, each meeting its minimum
 * order and needed-by rule. Every problem is reported at once, under `lines.<index>.<field>`.
 */
export async function draftsFromInput(
  db: Db,
  lines: readonly LineInput[],
  context: Context,
): Promise<LineDraft[]> {
  const found = await findListedProducts(
    db,
    lines.map((l) => l.product),
    context.site,
  );
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  const drafts: LineDraft[] = [];
  lines.forEach((line, index) => {
    const path = `lines.${index}.`;
    const product = found.get(line.product);
    if (!product) {
      problems.push({ path: `${path}product`, key: 'productNotFound', params: { sku: line.product } });
      return;
    }
    if (seen.has(product.id)) {
      problems.push({ path: `${path}product`, key: 'lineDuplicate', params: { sku: product.skuCode } });
      return;
    }
    seen.add(product.id);
    problems.push(...lineProblems(line, product, { lang: context.lang, today: context.today, path }));
    drafts.push(draft(product, line));
  });
  if (problems.length) throw DomainError.fields(problems);
  return drafts;
}

/**
 * The basket for this site (listed products only, oldest first), checked against today's rules (a
 * needed-by date may have passed since the line was added). Problems are named `basket.<SKU>.<field>`.
 */
export async function draftsFromBasket(tx: Db, userId: number, context: Context): Promise<LineDraft[]> {
  const rows = await tx
    .select({
      product: inquiryProductColumns(context.site),
      quantity: inquiryBasketItems.quantity,
      targetUnitPrice: inquiryBasketItems.targetUnitPrice,
      neededBy: inquiryBasketItems.neededBy,
      note: inquiryBasketItems.note,
    })
    .from(inquiryBasketItems)
    .innerJoin(products, eq(products.id, inquiryBasketItems.productId))
    .where(basketOf({ userId, site: context.site }, eq(products.status, 'active')))
    .orderBy(asc(inquiryBasketItems.createdAt), asc(inquiryBasketItems.productId));
  if (rows.length === 0) throw DomainError.field('lines', 'basketEmpty');
  const problems = rows.flatMap(({ product, ...wish }) =>
    lineProblems(wish, product, {
      lang: context.lang,
      today: context.today,
      path: `basket.${product.skuCode}.`,
    }),
  );
  if (problems.length) throw DomainError.fields(problems);
  return rows.map(({ product, ...wish }) => draft(product, wish));
}
