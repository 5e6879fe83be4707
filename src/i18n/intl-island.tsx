'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useClientMessages } from './client-messages';

/**
 * next-intl's provider for one client island (useTranslations and friends inside it), fed from the
 * root layout's client messages. Import it only from code that is itself loaded lazily (or through
 * withIntl), otherwise use-intl's runtime lands in every page's bundle again.
 */
export function IntlIsland({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useClientMessages();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
