import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountArea } from '@/features/auth/account/components/account-area';
import { SiteShell } from '../../_shell/site-shell';

// Personal pages: nothing for a search engine (the shell is public, the data loads per user).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Layout "user": the storefront's header and footer plus the account navigation. It
 * stays cacheable like every page — visitors are turned away by the proxy and by the client guard,
 * and personal data is fetched in the browser with the token.
 */
export default async function UserLayout({
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
      <AccountArea>{children}</AccountArea>
    </SiteShell>
  );
}
