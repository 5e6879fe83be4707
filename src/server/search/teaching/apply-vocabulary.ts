import { normaliseSearchText } from '@/lib/search-text';
import { analyseQuery, type AnalysedQuery, type Clause, type Lexeme } from '../analyze-query';
import type { OperatorVocabulary } from './operator-vocabulary';

/*
 * The operator's vocabulary applied to a keyword, around analyseQuery and without changing it: the
 * shipped dictionary stays the base (a member of a shipped group still stands for its group term), and
 * the taught words only add alternatives at query time, so no product needs indexing again.
 */

const CJK = /[\u3400-\u9fff]/u;
/** A member analysed into several clauses ("冷气 格") is one alternative per combination, at most this many. */
const MAX_ALTERNATIVES = 16;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where a term may match: a Chinese term anywhere in the text (Chinese has no spaces), a Latin one as
 * whole words, its last word optionally plural. A one-character term only as the whole query.
 */
function termPattern(term: string): string {
  if ([...term].length === 1) return `^${escapeRegExp(term)}$`;
  if (CJK.test(term)) return escapeRegExp(term);
  const plural = /[a-z]$/.test(term) ? '(?:e?s)?' : '';
  return `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}${plural}(?![\\p{L}\\p{N}])`;
}

/** One regular expression over every term, longest first (so "cabin air filter" wins over "air filter"). */
function termsRegExp(terms: Iterable<string>): RegExp | null {
  const sorted = [...terms].sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return null;
  return new RegExp(sorted.map((t) => `(${termPattern(t)})`).join('|'), 'gu');
}

/** The term a match stands for (the regexp's group index → its term). */
function matchedTerm(match: RegExpMatchArray, terms: readonly string[]): string | undefined {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return terms[i - 1];
  return undefined;
}

type Compiled = {
  rewriteTerms: string[];
  rewriteRe: RegExp | null;
  memberTerms: string[];
  memberRe: RegExp | null;
  groupOf: Map<string, readonly string[]>;
};
const compiled = new WeakMap<OperatorVocabulary, Compiled>();

function compile(vocabulary: OperatorVocabulary): Compiled {
  let c = compiled.get(vocabulary);
  if (c) return c;
  const rewriteTerms = [...vocabulary.rewrites.keys()].sort((a, b) => b.length - a.length);
  const groupOf = new Map<string, readonly string[]>(vocabulary.groups.flatMap((g) => g.map((m) => [m, g] as const)));
  const memberTerms = [...groupOf.keys()].sort((a, b) => b.length - a.length);
  c = { rewriteTerms, rewriteRe: termsRegExp(rewriteTerms), memberTerms, memberRe: termsRegExp(memberTerms), groupOf };
  compiled.set(vocabulary, c);
  return c;
}

/** A clause's alternatives multiplied out with the next clause's (a conjunction of disjunctions as one disjunction). */
function alternativesOf(clauses: readonly Clause[]): Lexeme[][] {
  let out: Lexeme[][] = [[]];
  for (const clause of clauses) {
    out = out.flatMap((head) => clause.alternatives.map((alt) => [...head, ...alt]));
    // Too many combinations: each clause's first alternative (its own words) only.
    if (out.length > MAX_ALTERNATIVES) return [clauses.flatMap((cl) => cl.alternatives[0] ?? [])];
  }
  return out.filter((alt) => alt.length > 0);
}

/** One clause any member of the group satisfies, each member analysed as search analyses a keyword. */
function groupClause(typed: string, group: readonly string[], stems: Set<string>): Clause {
  const alternatives = new Map<string, Lexeme[]>();
  const needles = new Set<string>([typed]);
  for (const member of group) {
    const analysed = analyseQuery(member);
    for (const stem of analysed.stems) stems.add(stem);
    for (const clause of analysed.clauses) for (const needle of clause.needles) needles.add(needle);
    for (const alt of alternativesOf(analysed.clauses)) alternatives.set(JSON.stringify(alt), alt);
  }
  return { alternatives: [...alternatives.values()], needles: [...needles] };
}

/** The keyword with the operator's rewrites applied (one pass: a rewrite's target is not rewritten again). */
export function rewrittenKeyword(text: string, vocabulary: OperatorVocabulary): string {
  const { rewriteRe, rewriteTerms } = compile(vocabulary);
  if (!rewriteRe) return text;
  let out = '';
  let at = 0;
  for (const match of text.matchAll(rewriteRe)) {
    const term = matchedTerm(match, rewriteTerms);
    out += text.slice(at, match.index) + (term ? (vocabulary.rewrites.get(term) ?? match[0]) : match[0]);
    at = match.index + match[0].length;
  }
  return out + text.slice(at);
}

/**
 * analyseQuery with the operator's vocabulary: rewrites first ("X means Y": the keyword is searched
 * with Y in place of X), then each taught synonym in the keyword becomes one clause that any member of
 * its group satisfies; the rest of the keyword is analysed as before. Without rules, analyseQuery itself.
 */
export function analyseWithVocabulary(keyword: string, vocabulary: OperatorVocabulary): AnalysedQuery {
  if (vocabulary.rewrites.size === 0 && vocabulary.groups.length === 0) return analyseQuery(keyword);
  const text = rewrittenKeyword(normaliseSearchText(keyword), vocabulary);
  const whole = analyseQuery(text);
  const { memberRe, memberTerms, groupOf } = compile(vocabulary);
  if (!memberRe) return whole;

  const stems = new Set<string>();
  const clauses: Clause[] = [];
  let rest = '';
  let at = 0;
  for (const match of text.matchAll(memberRe)) {
    const term = matchedTerm(match, memberTerms);
    const group = term ? groupOf.get(term) : undefined;
    if (!group) continue;
    clauses.push(groupClause(match[0], group, stems));
    rest += `${text.slice(at, match.index)} `;
    at = match.index + match[0].length;
  }
  if (clauses.length === 0) return whole;
  const others = analyseQuery(rest + text.slice(at));
  for (const stem of others.stems) stems.add(stem);
  return { text: whole.text, clauses: [...clauses, ...others.clauses], numberKey: whole.numberKey, stems };
}
