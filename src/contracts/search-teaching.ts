import { z } from 'zod';
import { normaliseSearchText } from '@/lib/search-text';
import { pagedListSchema } from './catalog';
import { lineText } from './safe-text';

/*
 * The operator teaches search (docs/decisions/0070): what buyers searched (per day and query, no buyer
 * identity) and the operator's vocabulary on top of the shipped dictionary.
 */

export const SEARCH_RULE_KINDS = ['synonym', 'rewrite'] as const;
export type SearchRuleKind = (typeof SEARCH_RULE_KINDS)[number];
export const SEARCH_TERM_MAX = 60;

/** Custom-issue parameter the API's validation error reads to pick its translated message. */
export const SAME_TERMS_ISSUE = { apiKey: 'searchRuleSameTerms' } as const;

/** POST /api/admin/search/rules: `synonym` (term ↔ target) or `rewrite` (term is searched as target). */
export const searchRuleInputSchema = z
  .object({
    kind: z.enum(SEARCH_RULE_KINDS),
    term: lineText({ min: 1, max: SEARCH_TERM_MAX }),
    target: lineText({ min: 1, max: SEARCH_TERM_MAX }),
  })
  .refine((v) => normaliseSearchText(v.term) !== normaliseSearchText(v.target), {
    path: ['target'],
    message: SAME_TERMS_ISSUE.apiKey,
    params: SAME_TERMS_ISSUE,
  });
export type SearchRuleInput = z.infer<typeof searchRuleInputSchema>;

export const searchRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SEARCH_RULE_KINDS),
  term: z.string(),
  target: z.string(),
  createdAt: z.string(),
});
export type SearchRule = z.infer<typeof searchRuleSchema>;

export const SEARCH_TERM_VIEWS = ['zero', 'unopened'] as const;
export const SEARCH_TERM_SORTS = ['count_desc', 'day_desc', 'day_asc', 'query_asc', 'searches_desc'] as const;

/** GET /api/admin/search/terms: the days' queries that found nothing, or whose results nobody opened. */
export const searchTermsQuerySchema = z.object({
  view: z.enum(SEARCH_TERM_VIEWS).default('zero'),
  from: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, China time, inclusive (default: 6 days before `to`)' }),
  to: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, China time, inclusive (default: today)' }),
  sort: z.enum(SEARCH_TERM_SORTS).default('count_desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchTermsQuery = z.infer<typeof searchTermsQuerySchema>;

/** One day's count for one query in one language, over every site. */
export const searchTermRowSchema = z.object({
  day: z.string(),
  query: z.string(),
  /** The language the buyers searched in. */
  language: z.enum(['en', 'zh']),
  searches: z.number().int(),
  zeroResults: z.number().int(),
  /** Searches that found something and of which nobody opened a result. */
  unopened: z.number().int(),
  /** The query is already a term of one of the operator's rules (the counts are history). */
  taught: z.boolean(),
});
export type SearchTermRow = z.infer<typeof searchTermRowSchema>;
export const searchTermListSchema = pagedListSchema(searchTermRowSchema);
export type SearchTermList = z.infer<typeof searchTermListSchema>;

/** POST /api/search/opened: the results page's token when a buyer goes to a product from it. */
export const searchOpenedBodySchema = z.strictObject({
  token: z.string().min(1).max(400).regex(/^[A-Za-z0-9_.-]+$/),
});
