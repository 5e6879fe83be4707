import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Container } from '@/components/ui/container';
import { MembershipIntl } from '@/features/membership/components/membership-intl';
import { SandboxCashier } from '@/features/membership/components/sandbox-cashier';
import { ORDER_SN_PATTERN } from '@/features/membership/pay-link';

// Rendered per request, never stored: whether an order number exists (and whose it is) is known only
// to the API the cashier calls, so a cached shell per number would let anyone fill the disk with
// made-up ones (docs/decisions/0063-dynamic-keys-and-malformed-urls.md). Anything not shaped like an
// order number is a 404.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; site: string; sn: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pay' });
  return { title: t('sandbox.title'), robots: { index: false, follow: false } };
}

/** /pay/sandbox/{sn}: the test cashier the QR code encodes under PAY_PROVIDER=sandbox. */
export default async function SandboxCashierPage({ params }: Props) {
  const { locale, sn } = await params;
  setRequestLocale(locale);
  if (!ORDER_SN_PATTERN.test(sn)) notFound();
  const t = await getTranslations('pay');
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">{t('sandbox.title')}</h1>
      <MembershipIntl>
        <SandboxCashier sn={sn} />
      </MembershipIntl>
    </Container>
  );
}
