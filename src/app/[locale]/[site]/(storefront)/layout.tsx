import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '../_shell/site-shell';

/** Layout "default": the shared header, footer and sign-in dialog around the page. */
export default async function StorefrontLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; site: string }>;
}) {
  const { locale, site } = await params;
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale} site={site}>
      {children}
    </SiteShell>
  );
}
