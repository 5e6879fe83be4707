import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { StaticPageName } from './static-page-content';

/** Title, description and language alternates for a static page (zh at /terms, en at /en/terms). */
export async function staticPageMetadata(locale: string, page: StaticPageName): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'staticPages' });
  const path = `/${page}`;
  return {
    title: t(`${page}.title`),
    description: t(`${page}.description`),
    alternates: {
      canonical: locale === 'zh' ? path : `/${locale}${path}`,
      languages: { 'zh-CN': path, en: `/en${path}` },
    },
  };
}
