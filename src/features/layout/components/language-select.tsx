'use client';

import { emit } from '@/client/event-bus';
import { setLanguage } from '@/client/user-preferences-store';
import { isLang, LANGS } from '@/contracts/site-constants';
import { useCurrentLocale, usePathname, useRouter } from '@/i18n/navigation';
import type { HeaderLabels } from '../header-labels';
import { PreferenceSelect } from './preference-select';
import { htmlLang } from '@/lib/intl-locale';

/** Language picker: stores the choice, emits language:update and opens the same page in the other language. */
export function LanguageSelect({
  labels,
  className,
}: {
  labels: HeaderLabels['language'];
  className?: string;
}) {
  const locale = useCurrentLocale();
  const pathname = usePathname();
  const router = useRouter();

  return (
    <PreferenceSelect
      label={labels.label}
      value={locale}
      options={LANGS.map((value) => ({
        value,
        label: labels.options[value],
        lang: htmlLang(value),
      }))}
      isValue={isLang}
      className={className}
      onChoose={(language) => {
        setLanguage(language);
        emit('language:update', { language });
        // Keep the query (e.g. a listing's keyword and page) when switching language.
        router.replace(pathname + window.location.search, { locale: language });
      }}
    />
  );
}
