import { categories } from '../db/schema';
import type { Db } from '../db/types';
import { fromCatalogue } from '../catalog/catalogue-cache';
import type { AnalysedQuery } from './analyze-query';
import { chineseWords } from './chinese';
import { englishWords } from './english';
import { CHINESE_MEMBER, ENGLISH_PHRASE } from './synonyms';

/**
 * A category's title as the words a keyword must hold to name it: each Chinese word (jieba) and each
 * English stem with its synonym group's term, and the term of a group that has the whole title as a
 * member ("Exhaust System Parts" is named by muffler, 波箱 names Transmissions).
 */
type CategoryWords = { id: number; parentId: number | null; zh: string[][]; en: string[][]; whole: string[] };

/**
 * Words that only say what the category is for, not what it is: "Car Tyres" is named by "tyres", 汽车轮胎
 * by 轮胎, "ABS Parts" by "abs". Dropped unless nothing else is left.
 */
const QUALIFIERS = new Set(['汽车', 'car', 'part']);
const withoutQualifiers = (words: string[]) => (words.some((w) => !QUALIFIERS.has(w)) ? words.filter((w) => !QUALIFIERS.has(w)) : words);

function categoryWords(row: { id: number; parentId: number | null; title: string; titleEn: string }): CategoryWords {
  const zhText = row.title.normalize('NFKC').toLowerCase();
  const zhWords = withoutQualifiers(chineseWords(zhText));
  const zh = zhWords.map((word) => {
    const group = CHINESE_MEMBER.get(word);
    return group ? [word, group.term] : [word];
  });
  const enStems = withoutQualifiers(englishWords(row.titleEn.normalize('NFKC')).map((w) => w.stem));
  const en = enStems.map((stem) => {
    const group = ENGLISH_PHRASE.get(stem);
    return group ? [stem, group.term] : [stem];
  });
  const whole = [CHINESE_MEMBER.get(zhWords.join('')), ENGLISH_PHRASE.get(enStems.join(' '))].flatMap((g) => (g ? [g.term] : []));
  return { id: row.id, parentId: row.parentId, zh, en, whole };
}

async function loadCategoryWords(db: Db): Promise<CategoryWords[]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, title: categories.title, titleEn: categories.titleEn }).from(categories);
  return rows.map(categoryWords);
}

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
  // Every category's title words (a few hundred categories), analysed once per catalogue version.
  const all = await fromCatalogue(db, 'category-words', () => loadCategoryWords(db));
  let best = 0;
  let named: CategoryWords[] = [];
  for (const category of all) {
    const zhNamed = category.zh.length > 0 && category.zh.every((forms) => forms.some((form) => lexemes.has(form)));
    const enNamed = category.en.length > 0 && category.en.every((forms) => forms.some((form) => query.stems.has(form) || lexemes.has(form)));
    const wholeNamed = category.whole.some((term) => lexemes.has(term));
    if (!zhNamed && !enNamed && !wholeNamed) continue;
    const size = Math.max(zhNamed || wholeNamed ? category.zh.length : 0, enNamed || wholeNamed ? category.en.length : 0);
    if (size > best) [best, named] = [size, [category]];
    else if (size === best) named.push(category);
  }
  const ids = new Set(named.map((c) => c.id));
  for (const c of all) if (c.parentId !== null && ids.has(c.parentId)) ids.add(c.id);
  return [...ids].sort((a, b) => a - b);
}
