/** Our two UI languages mapped to the Intl locale that formats numbers and dates the way buyers expect. */
export function intlLocale(locale: string): 'zh-CN' | 'en-US' {
  return locale === 'zh' ? 'zh-CN' : 'en-US';
}

/** The `lang` attribute of a page or a passage in one of our two languages. */
export function htmlLang(locale: string): 'zh-CN' | 'en' {
  return locale === 'zh' ? 'zh-CN' : 'en';
}
