/**
 * A counted text without the ICU runtime, for always-loaded islands that get their texts as props:
 * the server hands over the plural forms with `#` for the number (e.g. {one: "# item", other: "# items"}),
 * Intl.PluralRules picks one and the number is formatted for the locale.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function pluralText(forms: PluralForms, count: number, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replaceAll('#', new Intl.NumberFormat(locale).format(count));
}
