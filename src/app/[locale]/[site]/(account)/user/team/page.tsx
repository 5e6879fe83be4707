import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';
import { TeamView } from '@/features/company/components/team-view';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.team') };
}

/**
 * /user/team: a cached shell; the owner's team loads in the browser with the token (a colleague is
 * told who manages it). Its texts ship with this page only.
 */
export default async function TeamPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  const tTeam = await getTranslations('team');
  const messages = pickMessages(await getMessages(), [...CLIENT_MESSAGE_NAMESPACES, 'team']);
  return (
    <>
      <AccountPageHeading title={t('titles.team')} intro={tTeam('intro')} />
      <NextIntlClientProvider messages={messages}>
        <TeamView />
      </NextIntlClientProvider>
    </>
  );
}
