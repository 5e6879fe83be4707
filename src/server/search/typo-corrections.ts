import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { stemmer } from 'stemmer';
import type { Clause } from './analyze-query';

/** Trigram similarity a correction needs (pg_trgm's own default for % is 0.3). */
const MIN_SIMILARITY = 0.4;

/** Words this short get one edit or one swap of neighbours, never two edits: "brak" → brake, "plgu" → plug. */
const SHORT_WORD = 4;

export type Correction = { typed: string; word: string; stem: string };

/** The word with each pair of neighbouring letters swapped: a transposition is one slip of the fingers. */
export function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

/**
 * Typo tolerance for English words of 4+ letters: a word whose stem no title has is matched against
 * the title vocabulary (search_words, a few thousand words: read whole). A word of 5+ letters takes
 * words at trigram similarity or an edit distance of at most 2; a 4-letter word only a word with one
 * letter more or fewer and the same first letter ("brak" → brake), or one swap of neighbouring letters
 * of the word or its stem ("plgu" → plug, "blub" → bulbs): never a changed letter, so a real short word is not bent into another ("bolt" stays
 * bolt, not belt). A swap counts as one edit and wins a tie ("plgus" → plugs before plus). The closest words' stems are added to the clause as alternatives. One round trip for all
 * candidate words.
 */
export async function correctTypos(db: Db, clauses: Clause[], stems: Set<string>): Promise<Correction[]> {
  const candidates = clauses
    .filter((c) => c.typoCandidate)
    .map((c) => ({ ...c.typoCandidate!, swaps: transpositions(c.typoCandidate!.word).join(',') }));
  if (candidates.length === 0) return [];
  const result = await db.execute(sql`
    SELECT c.word, k.known,
           -- A word the titles have is never corrected: the dictionary is read only for the others.
           CASE WHEN k.known THEN NULL ELSE (SELECT json_agg(json_build_array(s.word, s.stem)) FROM (
              SELECT w.word, w.stem FROM search_words w
              WHERE w.word = ANY(string_to_array(c.swaps, ',')) OR w.stem = ANY(string_to_array(c.swaps, ','))
                 OR (length(c.word) <= ${SHORT_WORD}
                     AND abs(length(w.word) - length(c.word)) = 1 AND length(w.word) >= ${SHORT_WORD}
                     AND left(w.word, 1) = left(c.word, 1) AND levenshtein_less_equal(w.word, c.word, 1) <= 1)
                 OR (length(c.word) > ${SHORT_WORD} AND (
                     (w.word % c.word AND similarity(w.word, c.word) >= ${MIN_SIMILARITY})
                     OR (abs(length(w.word) - length(c.word)) <= 2 AND levenshtein_less_equal(w.word, c.word, 2) <= 2)))
              ORDER BY CASE WHEN w.word = ANY(string_to_array(c.swaps, ',')) THEN 1
                            WHEN w.stem = ANY(string_to_array(c.swaps, ',')) THEN 1.5
                            ELSE levenshtein_less_equal(w.word, c.word, 3) END,
                       w.word = ANY(string_to_array(c.swaps, ',')) DESC, similarity(w.word, c.word) DESC, w.word LIMIT 2) s) END AS fixes
    FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(word text, stem text, swaps text)
    CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_words w WHERE w.stem = c.stem) AS known) k`);
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

/** The keyword with each corrected word replaced by its correction (null when nothing changed). */
export function correctedKeyword(text: string, corrections: readonly Correction[]): string | null {
  if (corrections.length === 0) return null;
  let out = text;
  for (const c of corrections) out = out.replace(new RegExp(`\\b${c.typed}\\b`, 'g'), c.word);
  return out === text ? null : out;
}
