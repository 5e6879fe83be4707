'use client';

import { useEffect } from 'react';
import { isLang } from '@/contracts/site-constants';
import { useCurrentLocale, useRouter } from '@/i18n/navigation';
import { registerApiClientRuntime } from './api-client-runtime';
import { installChunkReloadGuard } from './chunk-reload-guard';
import { usePageLinkNavigation } from './page-link-navigation';
import { preferencesStore, setLanguage } from './user-preferences-store';

/**
 * Mounted once in the root layout; renders nothing. Installs the chunk-reload guard and the page links' navigation (i18n/page-link.tsx), gives the API
 * client its translated texts (passed from the server: no message formatter in the bundle) and router, and keeps the stored language equal to the page's
 * language (the URL decides the language; API calls must use the same one).
 */
export function ClientRuntime({ texts }: { texts: { networkError: string; timeout: string } }) {
  const locale = useCurrentLocale();
  const router = useRouter();
  usePageLinkNavigation();

  useEffect(() => installChunkReloadGuard(), []);

  useEffect(() => {
    registerApiClientRuntime({ ...texts, goHome: () => router.replace('/') });
  }, [texts, router]);

  useEffect(() => {
    if (isLang(locale) && preferencesStore.getState().language !== locale) setLanguage(locale);
  }, [locale]);

  return null;
}
