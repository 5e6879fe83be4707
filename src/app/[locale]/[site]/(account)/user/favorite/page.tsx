import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionComingSoon } from '@/features/auth/account/components/section-coming-soon';

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.favorite') };
}

/** /user/favorite — opens in a later issue; until then an honest notice (cached per language). */
export default async function FavoritePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SectionComingSoon section="favorite" />;
}
