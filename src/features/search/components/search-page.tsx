import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';

/**
 * The frame of a keyword search, rendered on the server: breadcrumbs and the heading. It names
 * the keyword only; what matched is fetched in the browser (`children`), for a signed-in buyer.
 */
export function SearchPage({
  keyword,
  vehicleBar,
  children,
}: {
  keyword: string;
  /** The vehicles feature's "my vehicle" bar, supplied by the page (features do not import each other). */
  vehicleBar?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('catalog');
  const heading = t('searchHeading', { keyword });
  return (
    <Container className="flex flex-col gap-5 py-6 sm:py-8">
      <Breadcrumbs
        items={[{ label: t('home'), href: '/' }, { label: heading }]}
        label={t('breadcrumbLabel')}
      />
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading}</h1>
      {vehicleBar}
      {children}
    </Container>
  );
}
