import { partNumberKey } from '@/lib/part-number-key';
import { bigramsOf, chineseWords, CJK_RUN } from './chinese';
import { englishWords } from './english';
import { CHINESE_MEMBER, ENGLISH_PHRASE, MAX_PHRASE_WORDS, type SynonymGroup } from './synonyms';

/** Shorter words are never corrected: too many real words lie one letter apart ("pad", "pan", "pin"). */
export const MIN_TYPO_LETTERS = 4;

/** One lexeme of a tsquery; `prefix` adds :* (numbers typed partly). */
export type Lexeme = { term: string; prefix?: boolean };

/**
 * One thing the query asks for: any of its alternatives must match, and each alternative is a
 * conjunction of lexemes ("滤清器" = 滤清器 | 滤清 & 清器). Every clause of a query must match.
 */
export type Clause = {
  alternatives: Lexeme[][];
  /** What to highlight in titles for this clause (words, members of its synonym group). */
  needles: string[];
  /** English word of 4+ letters that may be a typo: the engine may add corrected alternatives. */
  typoCandidate?: { word: string; stem: string };
};

export type AnalysedQuery = {
  /** NFKC, lower case, single spaces. */
  text: string;
  clauses: Clause[];
  /** part_number_key of the whole keyword when it looks like a number (has a digit, 3+ characters). */
  numberKey: string | null;
  /** Stems (and digit words) searched, for highlighting English titles. */
  stems: Set<string>;
};

function groupClause(group: SynonymGroup, typed: string): Clause {
  return { alternatives: [[{ term: group.term }]], needles: [typed, ...group.members] };
}

function chineseClauses(text: string): Clause[] {
  const clauses: Clause[] = [];
  for (const run of text.match(CJK_RUN) ?? []) {
    const whole = CHINESE_MEMBER.get(run);
    if (whole) {
      clauses.push(groupClause(whole, run));
      continue;
    }
    for (const word of chineseWords(run)) {
      const group = CHINESE_MEMBER.get(word);
      if (group) clauses.push(groupClause(group, word));
      else if ([...word].length <= 2) clauses.push({ alternatives: [[{ term: word }]], needles: [word] });
      else clauses.push({ alternatives: [[{ term: word }], bigramsOf(word).map((term) => ({ term }))], needles: [word] });
    }
  }
  return clauses;
}

function englishClauses(text: string, stems: Set<string>): Clause[] {
  const words = englishWords(text.replace(CJK_RUN, ' '));
  const clauses: Clause[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const group = ENGLISH_PHRASE.get(words.slice(i, i + n).map((w) => w.stem).join(' '));
      if (group) {
        const typed = words.slice(i, i + n).map((w) => w.word).join(' ');
        clauses.push(groupClause(group, typed));
        for (const w of words.slice(i, i + n)) stems.add(w.stem);
        matched = n;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const w = words[i]!;
    stems.add(w.stem);
    if (w.hasDigit) {
      // A number typed in part ("0986494") matches longer ones; a short one ("5", "12") only itself.
      const term = partNumberKey(w.word).toLowerCase();
      clauses.push({ alternatives: [[{ term, prefix: term.length >= 3 }]], needles: [w.word] });
    } else {
      clauses.push({
        alternatives: [[{ term: w.stem }]],
        needles: [w.word],
        typoCandidate: w.word.length >= MIN_TYPO_LETTERS ? { word: w.word, stem: w.stem } : undefined,
      });
    }
    i += 1;
  }
  return clauses;
}

/**
 * The keyword as one part number, when it reads like one: a digit, 3–40 key characters, no Chinese, and
 * at most one space-separated word without digits ("HU 719/6", "0 986 494 123", "93961-USJ-FAC",
 * "A 000 420 30 20", not "brake pad 2").
 */
function numberKeyOf(text: string): string | null {
  if (!/\d/.test(text) || /[\u3400-\u9fff]/u.test(text)) return null;
  // Hyphens, dots and slashes join one number ("93961-USJ-FAC"); only spaces separate words.
  const letterWords = text.split(/\s+/).filter((w) => w && !/\d/.test(w));
  if (letterWords.length > 1) return null;
  const key = partNumberKey(text);
  return key.length >= 3 && key.length <= 40 ? key : null;
}

/** A keyword as clauses of lexemes, the same analysis the products' terms went through. */
export function analyseQuery(keyword: string): AnalysedQuery {
  const text = keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const stems = new Set<string>();
  return { text, clauses: [...chineseClauses(text), ...englishClauses(text, stems)], numberKey: numberKeyOf(text), stems };
}

function quoteLexeme(l: Lexeme): string {
  return `'${l.term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${l.prefix ? ':*' : ''}`;
}

/** tsquery text (cast with ::tsquery, which parses no words): clauses AND-ed, alternatives OR-ed. */
export function toTsquery(clauses: readonly Clause[]): string | null {
  const parts = clauses
    .map((c) => c.alternatives.filter((a) => a.length > 0).map((a) => a.map(quoteLexeme).join(' & ')))
    .filter((alts) => alts.length > 0)
    .map((alts) => (alts.length === 1 ? `(${alts[0]})` : `(${alts.map((a) => `(${a})`).join(' | ')})`));
  return parts.length ? parts.join(' & ') : null;
}
