import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { InquiryProduct } from './inquiry-product';

export type MatchedProduct = Omit<InquiryProduct, 'images' | 'price'>;

/** How a key met a product: 1 its SKU code, 2 the maker's part number, 3 one of its OE numbers. */
export type MatchTier = 1 | 2 | 3;

/** Candidates kept per key: enough to list 5 and to know a number is shared. */
const PER_KEY = 6;

type Row = MatchedProduct & { key: string; tier: number };

/**
 * Listed products per part-number key (see src/lib/part-number-key.ts), best tier first, in ONE query
 * whatever the number of keys: each key probes the expression indexes of migration 0005 (SKU, part
 * number: btree; OE numbers: GIN), so the cost follows the keys asked, not the catalogue's size.
 */
export async function matchPartNumbers(db: Db, keys: readonly string[]): Promise<Map<string, (MatchedProduct & { tier: MatchTier })[]>> {
  const found = new Map<string, (MatchedProduct & { tier: MatchTier })[]>();
  const unique = [...new Set(keys)].filter((key) => key !== '');
  if (unique.length === 0) return found;
  const list = sql.join(
    unique.map((key) => sql`${key}`),
    sql`, `,
  );
  const product = sql.raw(
    'p.id, p.status, p.sku_code, p.title_zh, p.title_en, p.brand, p.part_number, p.unit, p.moq',
  );
  // Each arm probes one index with one condition; OFFSET 0 keeps the status filter out of the arms,
  // so even without planner statistics (PGlite never auto-analyzes) no other index looks cheaper.
  const result = await db.execute(sql`
    SELECT k.key, m.id, m.sku_code AS "skuCode", m.title_zh AS "titleZh", m.title_en AS "titleEn", m.brand,
           m.part_number AS "partNumber", m.unit, m.moq, m.tier
    FROM unnest(ARRAY[${list}]::text[]) AS k(key)
    CROSS JOIN LATERAL (
      SELECT c.* FROM (
        (SELECT ${product}, 1 AS tier FROM products p WHERE part_number_key(p.sku_code) = k.key OFFSET 0)
        UNION ALL
        (SELECT ${product}, 2 AS tier FROM products p WHERE part_number_key(p.part_number) = k.key OFFSET 0)
        UNION ALL
        (SELECT ${product}, 3 AS tier FROM products p WHERE part_number_keys(p.oe_numbers) @> ARRAY[k.key] OFFSET 0)
      ) AS c
      WHERE c.status = 'active'
      ORDER BY c.tier, c.id
      LIMIT ${PER_KEY}
    ) AS m`);
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    const { key, tier, ...product } = row;
    const list = found.get(key) ?? [];
    list.push({ ...product, id: Number(product.id), moq: Number(product.moq), tier: Number(tier) as MatchTier });
    found.set(key, list);
  }
  return found;
}
