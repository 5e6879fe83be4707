import type { SearchHit } from '../../src/contracts/search';
import { partNumberKey } from '../../src/lib/part-number-key';

/** A judged query: relevant SKUs, or a rule every relevant hit satisfies (all given parts must hold). */
export type JudgedQuery = {
  id: string;
  class: string;
  lang: 'zh' | 'en';
  q: string;
  relevant?: string[];
  rule?: { cids?: string[]; brands?: string[]; numberPrefix?: string; zhText?: string; enWordLike?: string };
  /** Where the term is attested (a glossary, catalogue or forum page), for the vocabulary classes. */
  source?: string;
  /** Judged by another part of the work (VINs: the vehicles helper); this bench skips them. */
  owner?: string;
  note?: string;
};

export function isRelevant(query: JudgedQuery, hit: SearchHit): boolean {
  if (query.relevant) return query.relevant.includes(hit.skuCode);
  const rule = query.rule ?? {};
  if (rule.cids && !rule.cids.includes(hit.category.cid)) return false;
  if (rule.brands && !rule.brands.includes(hit.brand)) return false;
  if (rule.numberPrefix && ![hit.partNumber, ...(hit.trade?.member?.oeNumbers ?? [])].some((n) => partNumberKey(n).startsWith(rule.numberPrefix!))) return false;
  if (rule.zhText && !(hit.titleZh.includes(rule.zhText) || hit.category.title.includes(rule.zhText))) return false;
  if (rule.enWordLike && !hit.titleEn.toLowerCase().includes(rule.enWordLike)) return false;
  return true;
}

/**
 * recall@10: relevant hits among the first 10 over what could be there (the judged SKUs, or 10 for a
 * rule, capped by the total found); MRR: 1 / rank of the first relevant hit.
 */
export function judge(query: JudgedQuery, hits: SearchHit[], total: number): { recall: number; rr: number } {
  const top = hits.slice(0, 10);
  const relevantTop = top.filter((h) => isRelevant(query, h)).length;
  const possible = query.relevant ? Math.min(10, query.relevant.length) : Math.min(10, Math.max(total, 1));
  const first = hits.findIndex((h) => isRelevant(query, h));
  return { recall: Math.min(1, relevantTop / possible), rr: first >= 0 ? 1 / (first + 1) : 0 };
}
