import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { MembershipIntl } from '@/features/membership/components/membership-intl';
import { PayView } from '@/features/membership/components/pay-view';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pay' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /pay: a cached shell; the order, its QR code and its status load in the browser. */
export default async function PayPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pay');
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <MembershipIntl>
        <PayView />
      </MembershipIntl>
    </Container>
  );
}
