import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';
import { FavoritesView } from '@/features/favorites/components/favorites-view';
import { localizedTitle } from '@/lib/localized-title';
import { listCategoryTree } from '@/server/catalog/list-category-tree';
import { getDb } from '@/server/db';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.favorite') };
}

/**
 * /user/favorite: a cached shell with the category filter's options; the buyer's favourites load in
 * the browser with the token. The list's texts ship with this page only.
 */
export default async function FavoritePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  const tFavorites = await getTranslations('favorites');
  const tree = await listCategoryTree(await getDb());
  const categories = tree.map((top) => ({
    cid: top.cid,
    title: localizedTitle(top, locale),
    children: top.autopartsCategoryList.map((child) => ({ cid: child.cid, title: localizedTitle(child, locale) })),
  }));
  const messages = pickMessages(await getMessages(), [...CLIENT_MESSAGE_NAMESPACES, 'favorites', 'units']);
  return (
    <>
      <AccountPageHeading title={t('titles.favorite')} intro={tFavorites('intro')} />
      <NextIntlClientProvider messages={messages}>
        <FavoritesView categories={categories} />
      </NextIntlClientProvider>
    </>
  );
}
