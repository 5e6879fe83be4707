import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { lineText } from '@/contracts/safe-text';
import { partNumberKey } from '@/lib/part-number-key';
import { partCrossReferences, products } from '../db/schema';
import type { Db } from '../db/types';

/** One CSV row: the product (its SKU), and another brand's number for the same part. */
const rowSchema = z.object({
  sku: lineText({ min: 3, max: 40 }).transform((s) => s.toUpperCase()),
  brand: lineText({ min: 1, max: 80 }),
  number: lineText({ min: 2, max: 60 }).refine((n) => /[A-Za-z0-9]/.test(n), 'A number needs a letter or digit'),
});

export type ImportReport = { imported: number; duplicates: number; problems: { line: number; reason: string }[] };

const BATCH = 1000;

/**
 * Imports interchange numbers from CSV text with a header `sku,brand,number`. Rows naming an unknown
 * SKU or failing validation are reported by line and skipped; a number the product already has from
 * that brand is a duplicate. The database's trigger adds every imported number to the lookup.
 */
export async function importCrossReferences(db: Db, csv: string): Promise<ImportReport> {
  const records = parse(csv, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
  const report: ImportReport = { imported: 0, duplicates: 0, problems: [] };
  const valid: { line: number; sku: string; brand: string; number: string }[] = [];
  records.forEach((record, i) => {
    const parsed = rowSchema.safeParse(record);
    if (parsed.success) valid.push({ line: i + 2, ...parsed.data });
    else report.problems.push({ line: i + 2, reason: parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ') });
  });

  for (let start = 0; start < valid.length; start += BATCH) {
    const batch = valid.slice(start, start + BATCH);
    const found = await db
      .select({ id: products.id, sku: products.skuCode })
      .from(products)
      .where(inArray(products.skuCode, [...new Set(batch.map((r) => r.sku))]));
    const idBySku = new Map(found.map((r) => [r.sku, r.id]));
    const seen = new Set<string>();
    let repeated = 0;
    const rows = batch.flatMap((r) => {
      const productId = idBySku.get(r.sku);
      if (productId === undefined) {
        report.problems.push({ line: r.line, reason: `unknown SKU ${r.sku}` });
        return [];
      }
      const key = `${productId}|${r.brand.toLowerCase()}|${partNumberKey(r.number)}`;
      if (seen.has(key)) {
        repeated += 1;
        return [];
      }
      seen.add(key);
      return [{ productId, brand: r.brand, number: r.number }];
    });
    report.duplicates += repeated;
    if (rows.length === 0) continue;
    const inserted = await db.execute(sql`
      INSERT INTO part_cross_references (product_id, brand, number)
      SELECT r.product_id, r.brand, r.number FROM json_to_recordset(${JSON.stringify(rows.map((r) => ({ product_id: r.productId, brand: r.brand, number: r.number })))}::json)
        AS r(product_id int, brand text, number text)
      WHERE NOT EXISTS (
        SELECT 1 FROM ${partCrossReferences} x
        WHERE x.product_id = r.product_id AND lower(x.brand) = lower(r.brand) AND x.number_key = part_number_key(r.number))
      RETURNING id`);
    const count = (inserted as unknown as { rows: unknown[] }).rows.length;
    report.imported += count;
    report.duplicates += rows.length - count;
  }
  report.problems.sort((a, b) => a.line - b.line);
  return report;
}
