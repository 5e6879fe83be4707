import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isSite } from '@/contracts/site';
import { publicEnv } from '@/env';
import { ReturnAfterSignIn } from '@/features/auth/account/components/return-after-sign-in';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';
import { UpgradeDialog } from '@/features/membership/components/upgrade-dialog';
import { HeaderSearchBox } from '@/features/search/components/header-search-box';
import { listCategoryTree } from '@/server/catalog/list-category-tree';
import { listFlaggedCategories } from '@/server/catalog/list-flagged-categories';
import { getDb } from '@/server/db';

/**
 * What the layouts "default" and "user" share: skip link, header, main, footer, the
 * sign-in dialog every page may open, and the `?signin=` return handler. Everything here is the
 * same for every visitor of a (language, site) pair, so it is cached with the page; the session is
 * read by client islands after mount.
 */
export async function SiteShell({
  locale,
  site,
  children,
}: {
  locale: string;
  site: string;
  children: ReactNode;
}) {
  const t = await getTranslations('common');
  const db = await getDb();
  const [categories, flagged] = await Promise.all([listCategoryTree(db), listFlaggedCategories(db)]);
  const contact = { email: publicEnv.contactEmail, phone: publicEnv.contactPhone };

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader
        locale={locale}
        site={isSite(site) ? site : 'us'}
        categories={categories}
        menuCids={flagged.menu}
        contact={contact}
        search={<HeaderSearchBox />}
      />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter contact={contact} filingNumber={publicEnv.filingNumber} />
      <SignInDialog contact={contact} />
      <UpgradeDialog />
      {/* After the dialog, so its `signin:open` listener exists when this asks for it. */}
      <ReturnAfterSignIn />
    </>
  );
}
