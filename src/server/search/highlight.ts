import { partNumberKey } from '@/lib/part-number-key';
import type { HighlightRange } from '@/contracts/search';
import { englishWords } from './english';

/** Sorted, merged ranges. */
function merge(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: HighlightRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/**
 * Where the query matched `text`: Chinese needles (query words and their synonyms) as substrings,
 * English words whose stem the query searched. Ranges index the string as given (UTF-16).
 */
export function highlightText(text: string, needles: readonly string[], stems: ReadonlySet<string>): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  const lower = text.toLowerCase();
  for (const needle of needles) {
    if (!needle || !/[\u3400-\u9fff]/u.test(needle)) continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  const phrases = needles.filter((n) => / /.test(n) && !/[\u3400-\u9fff]/u.test(n));
  for (const phrase of phrases) {
    for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + phrase.length)) ranges.push([at, at + phrase.length]);
  }
  for (const word of englishWords(text)) {
    if (stems.has(word.stem) || (word.hasDigit && [...stems].some((s) => /\d/.test(s) && word.word.startsWith(s)))) {
      ranges.push([word.start, word.end]);
    }
  }
  return merge(ranges);
}

/**
 * Where a normalised number key sits in a number as written ("0 986 494 123" for key 0986494): the
 * characters the key ignores are skipped while matching, then the range is mapped back.
 */
export function highlightNumber(written: string, key: string | null): HighlightRange[] {
  if (!key) return [];
  const positions: number[] = [];
  let normalized = '';
  for (let i = 0; i < written.length; i++) {
    const k = partNumberKey(written[i]!);
    if (k.length === 0) continue;
    normalized += k;
    for (let j = 0; j < k.length; j++) positions.push(i);
  }
  const at = normalized.indexOf(key);
  if (at < 0) return [];
  return [[positions[at]!, positions[at + key.length - 1]! + 1]];
}
