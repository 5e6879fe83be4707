import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { appSettings, searchVocabularyRules } from '../../db/schema';
import type { Db } from '../../db/types';

/** The app_settings row a statement trigger bumps on every write to search_vocabulary_rules (migration 0021). */
export const VOCABULARY_VERSION_KEY = 'search_vocabulary_version';

/** The operator's rules as search applies them; terms are normalised (lib/search-text). */
export type OperatorVocabulary = {
  /** A term → what it is searched as. */
  rewrites: ReadonlyMap<string, string>;
  /** Synonym groups: pairs that share a term joined into one group (a ↔ b, b ↔ c: a, b, c). */
  groups: readonly (readonly string[])[];
};

export const EMPTY_VOCABULARY: OperatorVocabulary = { rewrites: new Map(), groups: [] };

/** Synonym pairs as groups: the connected components of the pairs, members in first-seen order. */
export function groupPairs(pairs: readonly (readonly [string, string])[]): string[][] {
  const parent = new Map<string, string>();
  const root = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  for (const [a, b] of pairs) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(root(a), root(b));
  }
  const groups = new Map<string, string[]>();
  for (const term of parent.keys()) {
    const r = root(term);
    groups.set(r, [...(groups.get(r) ?? []), term]);
  }
  return [...groups.values()];
}

async function loadVocabulary(db: Db): Promise<OperatorVocabulary> {
  const rows = await db
    .select({ kind: searchVocabularyRules.kind, term: searchVocabularyRules.term, target: searchVocabularyRules.target })
    .from(searchVocabularyRules)
    .orderBy(searchVocabularyRules.id);
  return {
    rewrites: new Map(rows.filter((r) => r.kind === 'rewrite').map((r) => [r.term, r.target])),
    groups: groupPairs(rows.filter((r) => r.kind === 'synonym').map((r) => [r.term, r.target] as const)),
  };
}

async function readVersion(db: Db): Promise<string> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VOCABULARY_VERSION_KEY));
  return row?.value ?? '0';
}

type Memo = { version: string; checkedAt: number; vocabulary: OperatorVocabulary; pending?: Promise<OperatorVocabulary> };
const perDb = new WeakMap<Db, Memo>();

async function refresh(db: Db, memo: Memo | undefined, now: number): Promise<OperatorVocabulary> {
  const version = await readVersion(db);
  const vocabulary = memo && memo.version === version ? memo.vocabulary : await loadVocabulary(db);
  perDb.set(db, { version, checkedAt: now, vocabulary });
  return vocabulary;
}

/**
 * The operator's vocabulary, as the database holds it: the version row is read at most once per
 * `maxAgeMs` per process (one read in flight at a time), the rules only when it moved. Nothing lives
 * only in this process: a rule saved on another instance shows here within `maxAgeMs`.
 */
export function operatorVocabulary(db: Db, maxAgeMs = env.CATALOGUE_VERSION_CHECK_MS, now = Date.now()): Promise<OperatorVocabulary> {
  const memo = perDb.get(db);
  if (memo && now - memo.checkedAt < maxAgeMs) return Promise.resolve(memo.vocabulary);
  if (memo?.pending) return memo.pending;
  const pending = refresh(db, memo, now).finally(() => {
    const current = perDb.get(db);
    if (current?.pending === pending) delete current.pending;
  });
  if (memo) memo.pending = pending;
  else perDb.set(db, { version: '', checkedAt: Number.NEGATIVE_INFINITY, vocabulary: EMPTY_VOCABULARY, pending });
  return pending;
}

/** After a rule is saved or deleted in this process: the next search here reads the database again. */
export function forgetOperatorVocabulary(db: Db): void {
  const memo = perDb.get(db);
  if (memo) memo.checkedAt = Number.NEGATIVE_INFINITY;
}
