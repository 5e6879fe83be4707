'use client';

import { useLocale } from 'next-intl';
import { useOptimistic, useTransition } from 'react';
import { emit } from '@/client/event-bus';
import { setLanguage } from '@/client/user-preferences-store';
import { cn } from '@/components/ui/cn';
import { NativeSelect } from '@/components/ui/native-select';
import { isLang, LANGS } from '@/contracts/site';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { HeaderLabels } from '../header-labels';

/** Language picker: stores the choice, emits language:update and opens the same page in the other language. */
export function LanguageSelect({
  labels,
  className,
}: {
  labels: HeaderLabels['language'];
  className?: string;
}) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(locale);

  return (
    <NativeSelect
      aria-label={labels.label}
      aria-busy={pending || undefined}
      value={shown}
      className={cn('h-8', pending && 'opacity-70', className)}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLang(language) || language === locale) return;
        startTransition(() => {
          setShown(language);
          setLanguage(language);
          emit('language:update', { language });
          // Keep the query (e.g. a listing's keyword and page) when switching language.
          router.replace(pathname + window.location.search, { locale: language });
        });
      }}
    >
      {LANGS.map((value) => (
        <option key={value} value={value} lang={value === 'zh' ? 'zh-CN' : 'en'}>
          {labels.options[value]}
        </option>
      ))}
    </NativeSelect>
  );
}
