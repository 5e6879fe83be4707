import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { ClientRuntime } from '@/client/client-runtime';
import { LazyToaster } from '@/client/lazy-toaster';
import { isSite } from '@/contracts/site';
import { ClientMessagesProvider } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import '../../globals.css';
import { htmlLang } from '@/lib/intl-locale';

// Pages render on first request per (language, site) and are then served from the cache.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; site: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: '#1a31a3', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, site } = await params;
  if (!hasLocale(routing.locales, locale) || !isSite(site)) notFound();
  setRequestLocale(locale);
  // Client components get only the namespaces they use; server components read the rest on the server.
  // Not NextIntlClientProvider: its runtime would ship with every page; islands that translate in the
  // browser load it themselves (src/i18n/with-intl.tsx).
  const messages = pickMessages(await getMessages(), CLIENT_MESSAGE_NAMESPACES);
  const timeZone = await getTimeZone();
  const t = await getTranslations('common');
  const runtimeTexts = { networkError: t('networkError'), timeout: t('requestTimeout') };

  return (
    <html lang={htmlLang(locale)}>
      <body className="flex min-h-dvh flex-col">
        <ClientMessagesProvider locale={locale} timeZone={timeZone} messages={messages}>
          <ClientRuntime texts={runtimeTexts} />
          {children}
          {/* Toasts at the top, 3000 ms. Loaded when something may toast. */}
          <LazyToaster position="top-center" duration={3000} richColors closeButton />
        </ClientMessagesProvider>
      </body>
    </html>
  );
}
