import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';
import { BasketView } from '@/features/inquiry/components/basket-view';
import { InquiryIntl } from '@/features/inquiry/components/inquiry-intl';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'inquiry' });
  return { title: t('basketTitle') };
}

/** /user/inquiry/basket: a cached shell; the basket (per buyer and site) loads in the browser. */
export default async function InquiryBasketPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('inquiry');
  return (
    <>
      <AccountPageHeading title={t('basketTitle')} intro={t('basketIntro')} />
      <InquiryIntl>
        <BasketView />
      </InquiryIntl>
    </>
  );
}
