import synonymData from './data/synonyms.json';
import { englishStems } from './english';

/**
 * Synonym groups (data/synonyms.json, ADR 0031). Every member of a group stands for the group's
 * term `~<first member>`: products get it when a member occurs in their text, a query gets it in place
 * of the member it contains, so any member finds any other. A change here changes products' terms: the
 * next start re-segments every product (vocabulary-version.ts).
 */
export type SynonymGroup = { term: string; members: readonly string[]; chinese: readonly string[]; english: readonly string[][] };

const CJK = /[\u3400-\u9fff]/u;

function buildGroups(): SynonymGroup[] {
  return (synonymData.groups as string[][]).map((members) => ({
    term: `~${members[0]!.toLowerCase()}`,
    members,
    chinese: members.filter((m) => CJK.test(m)),
    english: members.filter((m) => !CJK.test(m)).map((m) => englishStems(m)).filter((stems) => stems.length > 0),
  }));
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = buildGroups();

/** Chinese member → its group. */
export const CHINESE_MEMBER = new Map<string, SynonymGroup>(
  SYNONYM_GROUPS.flatMap((g) => g.chinese.map((m) => [m, g] as const)),
);

/** The longest English member phrase is at most this many words. */
export const MAX_PHRASE_WORDS = Math.max(1, ...SYNONYM_GROUPS.flatMap((g) => g.english.map((p) => p.length)));

/** "spark plug" stems joined by a space → its group. */
export const ENGLISH_PHRASE = new Map<string, SynonymGroup>(
  SYNONYM_GROUPS.flatMap((g) => g.english.map((stems) => [stems.join(' '), g] as const)),
);

/** Every Chinese member (2+ characters, so single characters never fire), longest first, in one pattern. */
const CHINESE_MEMBERS = new RegExp(
  [...CHINESE_MEMBER.keys()]
    .filter((m) => m.length >= 2)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gu',
);

/** Groups whose Chinese members occur in `text` (overlapping members all count: 制动卡钳 has 卡钳 too). */
export function chineseGroupsIn(text: string): SynonymGroup[] {
  if (!CJK.test(text)) return [];
  const found = new Set<SynonymGroup>();
  for (let i = 0; i < text.length; i++) {
    CHINESE_MEMBERS.lastIndex = i;
    const match = CHINESE_MEMBERS.exec(text);
    if (!match) break;
    found.add(CHINESE_MEMBER.get(match[0])!);
    i = match.index;
  }
  return [...found];
}

/** Groups whose English phrases occur, as consecutive stems, in `stems`. */
export function englishGroupsIn(stems: readonly string[]): SynonymGroup[] {
  const found = new Set<SynonymGroup>();
  for (let i = 0; i < stems.length; i++) {
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= stems.length; n++) {
      const group = ENGLISH_PHRASE.get(stems.slice(i, i + n).join(' '));
      if (group) found.add(group);
    }
  }
  return [...found];
}
