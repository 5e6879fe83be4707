import type { Lang } from '@/contracts/site';
import { SYNONYM_GROUPS } from './synonyms';

const CJK = /[\u3400-\u9fff]/u;

/** Brand (as stored, English) → its Chinese trade name, from the synonym groups (data, not code). */
const CHINESE_NAME = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const zh = group.members.find((m) => CJK.test(m));
  if (!zh) continue;
  for (const member of group.members) if (!CJK.test(member)) CHINESE_NAME.set(member.toLowerCase(), zh);
}

/** The brand as a reader of `lang` knows it: 博世 for Bosch in Chinese, the stored name otherwise. */
export function brandLabel(brand: string, lang: Lang): string {
  if (lang !== 'zh') return brand;
  return CHINESE_NAME.get(brand.toLowerCase()) ?? brand;
}

/** Every name a brand answers to (stored name, Chinese name), lower case. */
export function brandNames(brand: string): string[] {
  const zh = CHINESE_NAME.get(brand.toLowerCase());
  return zh ? [brand.toLowerCase(), zh] : [brand.toLowerCase()];
}
