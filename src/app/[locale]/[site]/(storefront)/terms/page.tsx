import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { publicEnv } from '@/env';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { staticPageMetadata } from '@/features/static-pages/static-page-metadata';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale, 'terms');
}

/** Static text, cached per language like every page (revalidate from the root layout). */
export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <StaticPage page="terms" contact={{ email: publicEnv.contactEmail, phone: publicEnv.contactPhone }} />
  );
}
