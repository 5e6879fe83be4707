import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { Container } from '@/components/ui/container';
import { invitationTokenSchema } from '@/contracts/company';
import { InvitationAcceptance } from '@/features/auth/components/invitation-acceptance';

// Rendered per request, never stored: a shell per made-up token would fill the page cache
// (docs/decisions/0063-dynamic-keys-and-malformed-urls.md). Anything not shaped like a token is a 404.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; site: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'invitation' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /invitation/{token}: a colleague accepts the company's invitation (public, storefront layout). */
export default async function InvitationPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  if (!invitationTokenSchema.safeParse(token).success) notFound();
  const t = await getTranslations('invitation');
  const messages = pickMessages(await getMessages(), [...CLIENT_MESSAGE_NAMESPACES, 'invitation']);
  return (
    <Container className="flex justify-center py-8 sm:py-12">
      <section aria-labelledby="invitation-title" className="w-full max-w-xl">
        <h1 id="invitation-title" className="text-2xl font-semibold text-slate-900">
          {t('title')}
        </h1>
        <p className="mt-2 mb-6 text-sm leading-6 text-slate-600">{t('intro')}</p>
        <NextIntlClientProvider messages={messages}>
          <InvitationAcceptance token={token} />
        </NextIntlClientProvider>
      </section>
    </Container>
  );
}
