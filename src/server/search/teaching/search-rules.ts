import { and, desc, eq, or } from 'drizzle-orm';
import type { SearchRule, SearchRuleInput } from '@/contracts/search-teaching';
import { normaliseSearchText } from '@/lib/search-text';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { searchVocabularyRules, type SearchVocabularyRuleRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { forgetOperatorVocabulary } from './operator-vocabulary';

/*
 * The operator's search vocabulary (docs/decisions/0070): list, add, remove. Each change is audited
 * in its own transaction; the database bumps the vocabulary version, so every instance applies it
 * within its check interval (this one at once).
 */

function toRule(row: SearchVocabularyRuleRow): SearchRule {
  return { id: row.id, kind: row.kind, term: row.term, target: row.target, createdAt: row.createdAt.toISOString() };
}

export async function listSearchRules(db: Db): Promise<SearchRule[]> {
  const rows = await db.select().from(searchVocabularyRules).orderBy(desc(searchVocabularyRules.id));
  return rows.map(toRule);
}

/** POST /api/admin/search/rules: a synonym pair (either order counts as the same) or a rewrite. */
export async function addSearchRule(db: Db, input: AuditActor & { rule: SearchRuleInput }): Promise<SearchRule> {
  const kind = input.rule.kind;
  const term = normaliseSearchText(input.rule.term);
  const target = normaliseSearchText(input.rule.target);
  if (term === target) throw DomainError.field('target', 'searchRuleSameTerms');
  const t = searchVocabularyRules;
  const saved = await db.transaction(async (tx) => {
    const same =
      kind === 'synonym'
        ? or(and(eq(t.term, term), eq(t.target, target)), and(eq(t.term, target), eq(t.target, term)))
        : eq(t.term, term);
    const [existing] = await tx.select().from(t).where(and(eq(t.kind, kind), same)).limit(1);
    if (existing) {
      const key = existing.target === target || kind === 'synonym' ? 'searchRuleExists' : 'searchRuleRewriteExists';
      throw new DomainError('conflict', key, { term: existing.term, target: existing.target });
    }
    const [row] = await tx.insert(t).values({ kind, term, target, createdBy: input.actorUserId }).returning();
    await recordAudit(tx, {
      ...input,
      action: 'search.rule.create',
      targetType: 'search_rule',
      targetId: row!.id,
      after: { kind, term, target },
    });
    return row!;
  });
  forgetOperatorVocabulary(db);
  return toRule(saved);
}

/** DELETE /api/admin/search/rules/{id}. */
export async function deleteSearchRule(db: Db, input: AuditActor & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchVocabularyRules).where(eq(searchVocabularyRules.id, input.id)).returning();
    if (!row) throw new DomainError('notFound', 'searchRuleNotFound', { id: input.id });
    await recordAudit(tx, {
      ...input,
      action: 'search.rule.delete',
      targetType: 'search_rule',
      targetId: row.id,
      before: { kind: row.kind, term: row.term, target: row.target },
    });
  });
  forgetOperatorVocabulary(db);
}
