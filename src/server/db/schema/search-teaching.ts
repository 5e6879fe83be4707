import { sql } from 'drizzle-orm';
import { bigserial, check, date, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * What buyers search and what the operator teaches search (docs/decisions/0070). No buyer identity
 * anywhere: the log counts searches per China day and normalised query, nothing says who asked.
 */

/**
 * One row per China day, site, language and normalised query text: how many storefront searches,
 * how many found nothing, how many had a result opened. Written by one upsert per search; kept
 * SEARCH_LOG_RETENTION_DAYS (search/teaching/purge-search-log.ts).
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    site: varchar('site', { length: 4 }).notNull(),
    lang: varchar('lang', { length: 4 }).notNull(),
    /** NFKC, lower case, single spaces (the text analyseQuery searched). */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
    /** Searches with results of which a buyer went to a product (never more than those with results). */
    opened: integer('opened').notNull().default(0),
  },
  // Day first: the console's range and the retention purge read it by day.
  (t) => [uniqueIndex('search_query_days_key_idx').on(t.day, t.site, t.lang, t.query)],
);

/**
 * The operator's vocabulary on top of the shipped dictionary (search/data/synonyms.json): `synonym`
 * makes `term` and `target` find each other (pairs sharing a term form one group); `rewrite` searches
 * `term` as `target`. Terms are stored normalised. Every write bumps `search_vocabulary_version` in
 * app_settings (a statement trigger, migration 0021), which every instance reads every few seconds.
 */
export const searchVocabularyRules = pgTable(
  'search_vocabulary_rules',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<'synonym' | 'rewrite'>().notNull(),
    term: text('term').notNull(),
    target: text('target').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_vocabulary_rules_pair_idx').on(t.kind, t.term, t.target),
    // One meaning per rewritten term.
    uniqueIndex('search_vocabulary_rules_rewrite_idx').on(t.term).where(sql`kind = 'rewrite'`),
    check('search_vocabulary_rules_kind_check', sql`kind IN ('synonym', 'rewrite')`),
  ],
);

export type SearchVocabularyRuleRow = typeof searchVocabularyRules.$inferSelect;
