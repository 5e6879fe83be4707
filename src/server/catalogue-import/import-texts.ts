import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site';
import type { ImportColumn } from './import-columns';

/*
 * The texts of a catalogue file and its report (messages/*.json → `catalogueImport`): column titles and
 * their explanations for the template, the reasons a row is refused. Chosen by the operator's `lang`.
 */

type Texts = (typeof en)['catalogueImport'];
export type ImportReason = keyof Texts['reasons'];

const TEXTS: Record<Lang, Texts> = { en: en.catalogueImport, zh: zh.catalogueImport };

export function importTexts(lang: Lang): Texts {
  return TEXTS[lang];
}

export function columnTitle(lang: Lang, column: ImportColumn): string {
  return TEXTS[lang].columns[column];
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** The reason in `lang`; inside a list cell (specs, fitments) it names the item. */
export function reasonText(lang: Lang, reason: ImportReason, params: Record<string, string | number> = {}): string {
  const text = fill(TEXTS[lang].reasons[reason], params);
  return params.item !== undefined && reason !== 'listItem' ? fill(TEXTS[lang].reasons.inItem, { item: params.item, reason: text }) : text;
}
