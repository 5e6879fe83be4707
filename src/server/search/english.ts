import { stemmer } from 'stemmer';

/** Words too common in titles to mean anything in a query ("pads for camry"). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'w']);

export type EnglishWord = {
  /** Lower-case surface form. */
  word: string;
  /** Porter stem for alphabetic words; the word itself when it holds a digit. */
  stem: string;
  hasDigit: boolean;
  /** UTF-16 offsets of the word in the text it came from. */
  start: number;
  end: number;
};

const WORD = /[\p{L}\p{N}]+/gu;
const stems = new Map<string, string>();

/** Porter stem, remembered (titles reuse a small vocabulary). */
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size >= 100_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}
const LATIN_OR_DIGIT = /^[a-z0-9\u00c0-\u024f]+$/u;

/**
 * Latin words and numbers of `text` (CJK runs are skipped: they go to the Chinese analyser), lower
 * case, stop words dropped. "Brake Pads" → brake/brake, pads/pad.
 */
export function englishWords(text: string): EnglishWord[] {
  const out: EnglishWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (!LATIN_OR_DIGIT.test(word) || STOP_WORDS.has(word)) continue;
    const hasDigit = /\d/.test(word);
    out.push({ word, stem: hasDigit ? word : stemOf(word), hasDigit, start: match.index, end: match.index + match[0].length });
  }
  return out;
}

export function englishStems(text: string): string[] {
  return englishWords(text.normalize('NFKC')).map((w) => w.stem);
}
