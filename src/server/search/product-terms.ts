import { partNumberKey } from '@/lib/part-number-key';
import { chineseGrams, chineseWords } from './chinese';
import { englishWords } from './english';
import { chineseGroupsIn, englishGroupsIn } from './synonyms';

/** What the index needs from a product (and its own category). */
export type SearchableProduct = {
  titleZh: string;
  titleEn: string;
  brand: string;
  skuCode: string;
  partNumber: string;
  oeNumbers: readonly string[];
  categoryTitle: string;
  categoryTitleEn: string;
};

/**
 * Weights: A = Chinese title, B = English title, C = brand, category and numbers. The ranking gives
 * the reader's language the higher weight (search-sql.ts), so a zh reader's title matches come first.
 */
type Weight = 'A' | 'B' | 'C';

function textTerms(text: string): { terms: string[]; words: { word: string; stem: string }[] } {
  const normalized = text.normalize('NFKC');
  const english = englishWords(normalized);
  const terms = [
    ...chineseWords(normalized),
    ...chineseGrams(normalized),
    ...english.map((w) => w.stem),
    ...chineseGroupsIn(normalized).map((g) => g.term),
    ...englishGroupsIn(english.map((w) => w.stem)).map((g) => g.term),
  ];
  const words = english.filter((w) => !w.hasDigit && w.word.length >= 3).map(({ word, stem }) => ({ word, stem }));
  return { terms, words };
}

export type ProductTerms = {
  /** A tsvector literal ('term':1A 'other':2B …), cast with ::tsvector: no parser or dictionary touches it. */
  vector: string;
  /** English surface words and stems for the typo dictionary (search_words). */
  words: { word: string; stem: string }[];
};

function quote(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Every search term of a product, as the literal of its search_vector. */
export function productTerms(p: SearchableProduct): ProductTerms {
  const weighted = new Map<string, Weight>();
  const words: { word: string; stem: string }[] = [];
  const add = (terms: readonly string[], weight: Weight) => {
    for (const raw of terms) {
      const term = raw.slice(0, 200);
      if (!term || term.length === 0) continue;
      const had = weighted.get(term);
      if (!had || had > weight) weighted.set(term, weight);
    }
  };
  const fields: [string, Weight][] = [
    [p.titleZh, 'A'],
    [p.titleEn, 'B'],
    [p.brand, 'C'],
    [p.categoryTitle, 'C'],
    [p.categoryTitleEn, 'C'],
  ];
  for (const [text, weight] of fields) {
    const analysed = textTerms(text);
    add(analysed.terms, weight);
    words.push(...analysed.words);
  }
  const numbers = [p.skuCode, p.partNumber, ...p.oeNumbers].map((n) => partNumberKey(n).toLowerCase()).filter((k) => k.length > 0);
  add(numbers, 'C');

  let position = 0;
  const vector = [...weighted].map(([term, weight]) => `${quote(term)}:${++position}${weight}`).join(' ');
  return { vector, words };
}
