import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { Container } from '@/components/ui/container';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'resetPwd' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /user/resetPwd (layout "default", no user layout): the same page for everyone, cached
 * like the others; the form runs in the browser. Its texts ship only with this page.
 */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('resetPwd');
  const messages = pickMessages(await getMessages(), [...CLIENT_MESSAGE_NAMESPACES, 'resetPwd']);
  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <section aria-labelledby="reset-title" className="w-full max-w-md">
        <h1 id="reset-title" className="text-2xl font-semibold text-slate-900">
          {t('title')}
        </h1>
        <p className="mt-2 mb-6 text-sm leading-6 text-slate-600">{t('intro')}</p>
        <NextIntlClientProvider messages={messages}>
          <ResetPasswordForm />
        </NextIntlClientProvider>
      </section>
    </Container>
  );
}
