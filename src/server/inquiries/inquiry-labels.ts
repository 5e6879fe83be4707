import { createTranslator } from 'use-intl/core';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { InquiryState } from '@/contracts/inquiry-states';
import type { Lang } from '@/contracts/site';

/*
 * Words that go inside refusal messages (a state's name, "10 pcs"), in the request's language, from
 * the same message files the UI uses.
 */
const states = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'inquiryState' }),
  zh: createTranslator({ locale: 'zh', messages: zh, namespace: 'inquiryState' }),
};
const units = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'units' }),
  zh: createTranslator({ locale: 'zh', messages: zh, namespace: 'units' }),
};
type UnitCode = keyof typeof en.units.count;

export function stateLabel(lang: Lang, state: InquiryState): string {
  return states[lang](String(state) as `${InquiryState}`);
}

/** "box" / "盒"; an unknown unit code is shown as it is. */
export function unitName(lang: Lang, unit: string): string {
  if (!Object.hasOwn(en.units.name, unit)) return unit;
  return units[lang](`name.${unit as UnitCode}`);
}

/** "10 pcs" / "10 件"; an unknown unit code is shown as it is. */
export function unitCount(lang: Lang, unit: string, count: number): string {
  if (!Object.hasOwn(en.units.count, unit)) return `${count} ${unit}`;
  return units[lang](`count.${unit as UnitCode}`, { count });
}
