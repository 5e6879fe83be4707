import { inArray, sql } from 'drizzle-orm';
import { INQUIRY_LIMITS, type WhenInBasket } from '@/contracts/inquiries';
import type { Lang, Site } from '@/contracts/site';
import { partNumberKey } from '@/lib/part-number-key';
import { localizedTitle } from '../catalog/to-product-card';
import { now } from '../clock';
import { inquiryBasketItems } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError, type MessageKey, type MessageParams } from '../domain-error';
import { unitCount } from './inquiry-labels';
import { lockBuyer } from './lock-buyer';
import { matchPartNumbers, type MatchedProduct, type MatchTier } from './match-part-numbers';
import { withoutHeader, type PartsListRow } from './parse-parts-list';
import { basketOf } from './basket-scope';
import type { CompanyRow } from '../db/schema';
import { entitlementsOf, notEntitled } from '../membership/entitlements';

export type QuickLineResult = {
  lineNo: number;
  input: string;
  quantity: number | null;
  result: 'matched' | 'unmatched' | 'ambiguous' | 'invalid';
  candidates: { skuCode: string; title: string; brand: string; partNumber: string }[];
  /** Why the line is invalid; the API translates it. */
  problem: { key: MessageKey; params: MessageParams } | null;
  /** Matched: the product's quantity in the basket before this list; null when it was not there. */
  basketQuantity: number | null;
};

export type QuickInquiryResult = {
  lines: QuickLineResult[];
  matched: number;
  unmatched: number;
  ambiguous: number;
  invalid: number;
};

const MAX_CANDIDATES = 5;

/**
 * Quick inquiry: each line's part number is looked up by SKU code, maker's part number or OE number
 * (one query for the whole list). A line is `matched` when one product answers at the best tier,
 * `ambiguous` when several do (up to 5 candidates), `unmatched` when none, `invalid` when its
 * quantity is not a whole number ≥ 1 or is below the product's minimum order (never raised
 * silently: the buyer decides). A missing quantity means the minimum order. With `addToBasket`,
 * matched lines go to the basket (a product listed twice: quantities added), as one transaction; a
 * product already there follows `whenInBasket` (add the quantities by default, keep the basket's, or
 * take the list's). A list longer than the plan's `quickInquiryLines` is refused whole. Each matched
 * line reports the basket's quantity before the list, so a client can ask first (report only) and
 * then apply the buyer's choice.
 */
export async function quickInquiry(
  db: Db,
  input: {
    userId: number;
    /** The buyer's company: its plan says how many lines one list may carry. */
    company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'> | null;
    site: Site;
    lang: Lang;
    rows: PartsListRow[];
    addToBasket: boolean;
    whenInBasket: WhenInBasket;
    field: string;
  },
): Promise<QuickInquiryResult> {
  const rows = withoutHeader(input.rows);
  if (rows.length === 0) throw DomainError.field(input.field, 'quickListEmpty');
  if (rows.length > INQUIRY_LIMITS.quickLinesMax) {
    throw DomainError.field(input.field, 'quickTooManyLines', {
      max: INQUIRY_LIMITS.quickLinesMax,
      count: rows.length,
    });
  }
  // Below the absolute cap, the plan in force decides; the refusal names the cheapest plan that takes the list.
  const { quickInquiryLines } = await entitlementsOf(db, input.company);
  if (rows.length > quickInquiryLines) {
    throw await notEntitled(
      db,
      { withPlan: 'quickLinesPlanLimit', noPlan: 'quickLinesOverPlan' },
      (plan) => plan.quickInquiryLines >= rows.length,
      input.lang,
      { max: quickInquiryLines, count: rows.length },
    );
  }
  const keys = rows.flatMap((row) => [
    partNumberKey(row.part),
    ...(row.alternative ? [partNumberKey(row.alternative)] : []),
  ]);
  const matches = await matchPartNumbers(db, keys);
  const candidate = (p: MatchedProduct) => ({
    skuCode: p.skuCode,
    title: localizedTitle(p, input.lang),
    brand: p.brand,
    partNumber: p.partNumber,
  });

  const lines: QuickLineResult[] = [];
  const wanted = new Map<number, { quantity: number; lineIndexes: number[] }>();
  for (const row of rows) {
    const base = { lineNo: row.lineNo, input: row.input.slice(0, 200), basketQuantity: null };
    let found = bestTier(matches.get(partNumberKey(row.part)));
    let quantity = row.quantity;
    if (found.length === 0 && row.alternative) {
      // The last word was part of the number after all: the quantity was not given.
      found = bestTier(matches.get(partNumberKey(row.alternative)));
      if (found.length) quantity = null;
    }
    if (row.part === '') {
      lines.push({
        ...base,
        quantity: null,
        result: 'invalid',
        candidates: [],
        problem: { key: 'partNumberMissing', params: {} },
      });
    } else if (found.length === 0) {
      lines.push({
        ...base,
        quantity: typeof quantity === 'number' ? quantity : null,
        result: 'unmatched',
        candidates: [],
        problem: null,
      });
    } else if (found.length > 1) {
      lines.push({
        ...base,
        quantity: typeof quantity === 'number' ? quantity : null,
        result: 'ambiguous',
        candidates: found.slice(0, MAX_CANDIDATES).map(candidate),
        problem: null,
      });
    } else {
      const product = found[0]!;
      const line = resolveQuantity(quantity, product, input.lang);
      lines.push({ ...base, ...line, candidates: [candidate(product)] });
      if (line.result === 'matched' && line.quantity !== null) {
        const entry = wanted.get(product.id) ?? { quantity: 0, lineIndexes: [] };
        entry.quantity = Math.min(entry.quantity + line.quantity, INQUIRY_LIMITS.maxQuantity);
        entry.lineIndexes.push(lines.length - 1);
        wanted.set(product.id, entry);
      }
    }
  }

  if (wanted.size > 0) {
    if (input.addToBasket) await addToBasket(db, input, wanted, lines);
    else markBasketQuantities(await basketQuantities(db, input, [...wanted.keys()]), wanted, lines);
  }
  return {
    lines,
    matched: lines.filter((l) => l.result === 'matched').length,
    unmatched: lines.filter((l) => l.result === 'unmatched').length,
    ambiguous: lines.filter((l) => l.result === 'ambiguous').length,
    invalid: lines.filter((l) => l.result === 'invalid').length,
  };
}

function bestTier(found: (MatchedProduct & { tier: MatchTier })[] | undefined): MatchedProduct[] {
  if (!found?.length) return [];
  const best = Math.min(...found.map((p) => p.tier));
  return found.filter((p) => p.tier === best);
}

function resolveQuantity(
  quantity: PartsListRow['quantity'],
  product: MatchedProduct,
  lang: Lang,
): Pick<QuickLineResult, 'quantity' | 'result' | 'problem'> {
  if (quantity === null) return { quantity: product.moq, result: 'matched', problem: null };
  if (typeof quantity === 'object')
    return { quantity: null, result: 'invalid', problem: { key: quantity.problem, params: quantity.params } };
  if (quantity < product.moq) {
    return {
      quantity,
      result: 'invalid',
      problem: {
        key: 'belowMoq',
        params: {
          quantity: unitCount(lang, product.unit, quantity),
          minimum: unitCount(lang, product.unit, product.moq),
        },
      },
    };
  }
  return { quantity, result: 'matched', problem: null };
}

/** The basket's quantities of these products (the buyer's basket for the site). */
async function basketQuantities(
  db: Db,
  input: { userId: number; site: Site },
  productIds: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: inquiryBasketItems.productId, quantity: inquiryBasketItems.quantity })
    .from(inquiryBasketItems)
    .where(basketOf(input, inArray(inquiryBasketItems.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

function markBasketQuantities(
  present: Map<number, number>,
  wanted: Map<number, { quantity: number; lineIndexes: number[] }>,
  lines: QuickLineResult[],
): void {
  for (const [productId, entry] of wanted) {
    const basketQuantity = present.get(productId);
    if (basketQuantity === undefined) continue;
    for (const index of entry.lineIndexes) lines[index] = { ...lines[index]!, basketQuantity };
  }
}

/** The quantity a product already in the basket ends with. */
function merged(basket: number, list: number, rule: WhenInBasket): number {
  if (rule === 'keep') return basket;
  if (rule === 'list') return list;
  return Math.min(basket + list, INQUIRY_LIMITS.maxQuantity);
}

/**
 * Puts the matched products in the basket: new ones with the list's quantity, those already there
 * as `whenInBasket` says (their other fields kept). Products that would take the basket past its cap
 * are turned into invalid lines.
 */
async function addToBasket(
  db: Db,
  input: { userId: number; site: Site; whenInBasket: WhenInBasket },
  wanted: Map<number, { quantity: number; lineIndexes: number[] }>,
  lines: QuickLineResult[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, input.userId);
    const mine = basketOf(input);
    const basketSize = (
      await tx.select({ productId: inquiryBasketItems.productId }).from(inquiryBasketItems).where(mine)
    ).length;
    const present = await basketQuantities(tx, input, [...wanted.keys()]);
    markBasketQuantities(present, wanted, lines);
    let room = INQUIRY_LIMITS.basketMaxItems - basketSize;
    const added: [number, number][] = [];
    const changed: [number, number][] = [];
    for (const [productId, entry] of wanted) {
      const inBasket = present.get(productId);
      if (inBasket !== undefined) {
        const quantity = merged(inBasket, entry.quantity, input.whenInBasket);
        if (quantity !== inBasket) changed.push([productId, quantity]);
        continue;
      }
      if (room > 0) {
        room -= 1;
        added.push([productId, entry.quantity]);
        continue;
      }
      for (const index of entry.lineIndexes) {
        const line = lines[index]!;
        lines[index] = {
          ...line,
          result: 'invalid',
          problem: { key: 'basketFull', params: { max: INQUIRY_LIMITS.basketMaxItems } },
        };
      }
    }
    // New products are inserted; the changed ones conflict on the basket's key and take their new quantity.
    const rows = [...added, ...changed];
    if (rows.length === 0) return;
    const at = now();
    await tx
      .insert(inquiryBasketItems)
      .values(
        rows.map(([productId, quantity]) => ({
          userId: input.userId,
          site: input.site,
          productId,
          quantity,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [inquiryBasketItems.userId, inquiryBasketItems.site, inquiryBasketItems.productId],
        set: { quantity: sql`excluded.quantity`, updatedAt: at },
      });
  });
}
