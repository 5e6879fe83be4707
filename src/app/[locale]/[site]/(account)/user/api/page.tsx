import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { ApiTokensView } from '@/features/api-tokens/components/api-tokens-view';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.api') };
}

/**
 * /user/api: a cached shell; the owner's access tokens load in the browser with the session (a
 * colleague is told who manages them). Its texts ship with this page only.
 */
export default async function ApiAccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  const tTokens = await getTranslations('apiTokens');
  const messages = pickMessages(await getMessages(), [...CLIENT_MESSAGE_NAMESPACES, 'apiTokens']);
  return (
    <>
      <AccountPageHeading title={t('titles.api')} intro={tTokens('intro')} />
      <NextIntlClientProvider messages={messages}>
        <ApiTokensView />
      </NextIntlClientProvider>
    </>
  );
}
