import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { stemmer } from 'stemmer';
import type { Clause } from './analyze-query';

/** Trigram similarity a correction needs (pg_trgm's own default for % is 0.3). */
const MIN_SIMILARITY = 0.4;

export type Correction = { typed: string; word: string; stem: string };

/**
 * Typo tolerance for English words of 5+ letters: a word whose stem no title has is matched against
 * the title vocabulary (search_words, a few thousand words: read whole) by trigram similarity or an
 * edit distance of at most 2 (transpositions like "plgus" defeat trigrams); the closest words' stems
 * are added to the clause as alternatives. One round trip for all candidate words.
 */
export async function correctTypos(db: Db, clauses: Clause[], stems: Set<string>): Promise<Correction[]> {
  const candidates = clauses.filter((c) => c.typoCandidate).map((c) => c.typoCandidate!);
  if (candidates.length === 0) return [];
  const result = await db.execute(sql`
    SELECT c.word,
           EXISTS (SELECT 1 FROM search_words w WHERE w.stem = c.stem) AS known,
           (SELECT json_agg(json_build_array(s.word, s.stem)) FROM (
              SELECT w.word, w.stem FROM search_words w
              WHERE (w.word % c.word AND similarity(w.word, c.word) >= ${MIN_SIMILARITY})
                 OR (abs(length(w.word) - length(c.word)) <= 2 AND levenshtein_less_equal(w.word, c.word, 2) <= 2)
              ORDER BY levenshtein_less_equal(w.word, c.word, 3), similarity(w.word, c.word) DESC, w.word LIMIT 2) s) AS fixes
    FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(word text, stem text)`);
  const corrections: Correction[] = [];
  for (const row of (result as unknown as { rows: { word: string; known: boolean; fixes: [string, string][] | string | null }[] }).rows) {
    if (row.known || !row.fixes) continue;
    const fixes = (typeof row.fixes === 'string' ? JSON.parse(row.fixes) : row.fixes) as [string, string][];
    const clause = clauses.find((c) => c.typoCandidate?.word === row.word);
    if (!clause || fixes.length === 0) continue;
    for (const [word, stem] of fixes) {
      clause.alternatives.push([{ term: stem || stemmer(word) }]);
      stems.add(stem || stemmer(word));
      clause.needles.push(word);
    }
    corrections.push({ typed: row.word, word: fixes[0]![0], stem: fixes[0]![1] });
  }
  return corrections;
}
