import { categories } from '../db/schema';
import type { Db } from '../db/types';
import { versionedMemo } from '../catalog/versioned-memo';
import type { AnalysedQuery } from './analyze-query';
import { chineseWords } from './chinese';
import { englishWords } from './english';
import { CHINESE_MEMBER } from './synonyms';

/**
 * A category's title as the words a keyword must hold to name it: each Chinese word (jieba) with its
 * synonym group's term, and each English stem.
 */
type CategoryWords = { id: number; parentId: number | null; zh: string[][]; en: string[] };

function categoryWords(row: { id: number; parentId: number | null; title: string; titleEn: string }): CategoryWords {
  const zh = chineseWords(row.title.normalize('NFKC').toLowerCase()).map((word) => {
    const group = CHINESE_MEMBER.get(word);
    return group ? [word, group.term] : [word];
  });
  const en = englishWords(row.titleEn.normalize('NFKC')).map((w) => w.stem);
  return { id: row.id, parentId: row.parentId, zh, en };
}

async function loadCategoryWords(db: Db): Promise<CategoryWords[]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, title: categories.title, titleEn: categories.titleEn }).from(categories);
  return rows.map(categoryWords);
}

/** Every category's title words (a few hundred categories), analysed once per catalogue version. */
const wordsMemo = versionedMemo<CategoryWords[]>(1);

/**
 * The categories a keyword names: those whose whole title, in either language, is in the keyword
 * ("pressure sensors" names Pressure Sensors, not Oil Pressure Sensors; 电瓶 names 蓄电池 through their
 * synonym group, not 电瓶充电器; a corrected typo counts with its correction). Several named: the most
 * specific (most title words) win. A top category brings its children, since products sit in children.
 * Search reads and ranks these categories' word matches first (ADR 0058), so a category word at a
 * million products is answered from that category, not from whatever the index hands back first. A
 * general word ("brake", 刹) names none, and search is as before.
 */
export async function categoriesNamedBy(db: Db, query: Pick<AnalysedQuery, 'clauses' | 'stems'>): Promise<number[]> {
  if (query.clauses.length === 0) return [];
  const lexemes = new Set(query.clauses.flatMap((c) => c.alternatives.flatMap((alt) => alt.map((l) => l.term))));
  const all = await wordsMemo(db, 'all', () => loadCategoryWords(db));
  let best = 0;
  let named: CategoryWords[] = [];
  for (const category of all) {
    const zhNamed = category.zh.length > 0 && category.zh.every((forms) => forms.some((form) => lexemes.has(form)));
    const enNamed = category.en.length > 0 && category.en.every((stem) => query.stems.has(stem) || lexemes.has(stem));
    if (!zhNamed && !enNamed) continue;
    const size = Math.max(zhNamed ? category.zh.length : 0, enNamed ? category.en.length : 0);
    if (size > best) [best, named] = [size, [category]];
    else if (size === best) named.push(category);
  }
  const ids = new Set(named.map((c) => c.id));
  for (const c of all) if (c.parentId !== null && ids.has(c.parentId)) ids.add(c.id);
  return [...ids].sort((a, b) => a - b);
}
