import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { ACCOUNT_SECTIONS, type AccountSection } from '../account-sections';
import { AccountGuard } from './account-guard';
import { AccountNav } from './account-nav';
import { RenewalBanner } from './renewal-banner';

/**
 * Layout "user" inside the site shell: the account navigation beside the page, and the client
 * guard that sends a signed-out browser to sign in. Rendered on the server, the same for everyone.
 */
export async function AccountArea({ children }: { children: ReactNode }) {
  const t = await getTranslations('account');
  const items = Object.fromEntries(ACCOUNT_SECTIONS.map((s) => [s, t(`nav.${s}`)])) as Record<
    AccountSection,
    string
  >;
  return (
    <Container className="flex flex-1 flex-col gap-4 py-6 md:flex-row md:gap-8 md:py-10">
      <AccountNav label={t('navLabel')} items={items} />
      <div className="min-w-0 flex-1">
        <RenewalBanner />
        {children}
      </div>
      <AccountGuard />
    </Container>
  );
}
