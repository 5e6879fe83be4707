import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';
import { ProfileView } from '@/features/auth/account/components/profile-view';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.profile') };
}

/**
 * /user/profile: a cached shell; the profile is loaded in the browser with the token. Its forms'
 * texts ship with this page only, not with every page of the site.
 */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  // userRegister: the region and band labels the profile form shares with the register form. It is
  // in CLIENT_MESSAGE_NAMESPACES today; named here so that list can shrink without breaking this page.
  const messages = pickMessages(await getMessages(), [
    ...CLIENT_MESSAGE_NAMESPACES,
    'userRegister',
    'profile',
  ]);
  return (
    <>
      <AccountPageHeading title={t('titles.profile')} intro={t('profileIntro')} />
      <NextIntlClientProvider messages={messages}>
        <ProfileView />
      </NextIntlClientProvider>
    </>
  );
}
