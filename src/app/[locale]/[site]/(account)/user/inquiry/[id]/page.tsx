import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { InquiryDetailPage } from '@/features/inquiry/components/inquiry-detail-view';
import { InquiryIntl } from '@/features/inquiry/components/inquiry-intl';

// Rendered per request, never stored: only the API, with the buyer's session, knows whether an id is
// theirs, so a cached shell per id would let anyone (a made-up cookie passes the sign-in gate) fill
// the disk with made-up ids (docs/decisions/0063-dynamic-keys-and-malformed-urls.md). Ids not shaped
// like one are a 404.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; site: string; id: string }> };

/** The API's id range: a positive 32-bit integer, written plainly. */
function inquiryId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'inquiry' });
  return { title: t('detailTitle') };
}

/** /user/inquiry/{id}: the inquiry, its quote and the buyer's decisions, loaded in the browser. */
export default async function InquiryDetailRoute({ params }: Props) {
  const { locale, id: raw } = await params;
  setRequestLocale(locale);
  const id = inquiryId(raw);
  if (id === null) notFound();
  return (
    <InquiryIntl>
      <InquiryDetailPage id={id} />
    </InquiryIntl>
  );
}
