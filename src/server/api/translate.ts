import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site';

export type ApiMessageKey = keyof typeof en.api;

const catalogues: Record<Lang, Record<ApiMessageKey, string>> = { en: en.api, zh: zh.api };

/** API messages come from the same message files as the UI, namespace `api`. */
export function translateApi(lang: Lang, key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
