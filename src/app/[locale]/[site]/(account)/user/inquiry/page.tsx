import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';
import { InquiryIntl } from '@/features/inquiry/components/inquiry-intl';
import { InquiryList } from '@/features/inquiry/components/inquiry-list-view';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.inquiry') };
}

/** /user/inquiry: a cached shell (per language); the buyer's inquiries load in the browser. */
export default async function InquiryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <>
      <AccountPageHeading title={t('account.titles.inquiry')} intro={t('inquiry.list.intro')} />
      <InquiryIntl>
        <InquiryList />
      </InquiryIntl>
    </>
  );
}
