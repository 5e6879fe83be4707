import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { productTerms } from './product-terms';

const BATCH = 500;

type StaleRow = {
  id: number;
  titleZh: string;
  titleEn: string;
  brand: string;
  skuCode: string;
  partNumber: string;
  oeNumbers: string[];
  categoryTitle: string;
  categoryTitleEn: string;
};

/** Adds English title words to the typo dictionary (search_words); known words are left alone. */
export async function rememberWords(db: Db, words: readonly { word: string; stem: string }[]): Promise<void> {
  const unique = new Map(words.map((w) => [w.word, w.stem]));
  if (unique.size === 0) return;
  await db.execute(sql`
    INSERT INTO search_words (word, stem)
    SELECT w.word, w.stem FROM json_to_recordset(${JSON.stringify([...unique].map(([word, stem]) => ({ word, stem })))}::json) AS w(word text, stem text)
    ON CONFLICT (word) DO NOTHING`);
}

/**
 * Re-segments products whose searchable columns changed without new terms (the trigger marked them
 * search_stale), in batches, until none is left or `maxRows` were done. Returns how many it did.
 * The write paths that know their products (the demo seed) write terms themselves; this catches the
 * rest (factories, admin edits, imports) before the next search answers.
 */
export async function refreshSearchTerms(db: Db, maxRows = Number.POSITIVE_INFINITY): Promise<number> {
  let done = 0;
  while (done < maxRows) {
    const result = await db.execute(sql`
      SELECT p.id, p.title_zh AS "titleZh", p.title_en AS "titleEn", p.brand, p.sku_code AS "skuCode",
             p.part_number AS "partNumber", p.oe_numbers AS "oeNumbers",
             c.title AS "categoryTitle", c.title_en AS "categoryTitleEn"
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.search_stale
      ORDER BY p.id
      LIMIT ${Math.min(BATCH, maxRows - done)}`);
    const rows = (result as unknown as { rows: StaleRow[] }).rows;
    if (rows.length === 0) break;
    const terms = rows.map((row) => productTerms(row));
    await db.execute(sql`
      UPDATE products p SET search_vector = u.vec::tsvector, search_stale = false
      FROM json_to_recordset(${JSON.stringify(rows.map((r, i) => ({ id: Number(r.id), vec: terms[i]!.vector })))}::json) AS u(id int, vec text)
      WHERE p.id = u.id`);
    await rememberWords(db, terms.flatMap((t) => t.words));
    done += rows.length;
  }
  return done;
}

/** True when some product waits for its terms (an index-only probe of a partial index). */
export async function hasStaleSearchTerms(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM products WHERE search_stale) AS stale`);
  return Boolean((result as unknown as { rows: { stale: boolean }[] }).rows[0]?.stale);
}

/** Marks every product stale (after the dictionary or the synonyms changed); the engine rebuilds lazily. */
export async function markAllSearchTermsStale(db: Db): Promise<void> {
  await db.execute(sql`UPDATE products SET search_stale = true WHERE NOT search_stale`);
}
