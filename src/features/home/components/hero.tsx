import { useLocale, useTranslations } from 'next-intl';
import { PageLink } from '@/i18n/page-link';
import { getPathname } from '@/i18n/navigation';
import { HeroSearch } from './hero-search';

/** What the store is for, in one screen: trade prices, MOQ/stock up front, search by OE number. */
export function Hero({ currency }: { currency: string }) {
  const t = useTranslations('home');
  const locale = useLocale();
  const points = [t('heroPointOe'), t('heroPointMoq'), t('heroPointInquiry')];

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop />
      <div className="relative mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t('heroEyebrow')}</p>
        <h1
          id="hero-heading"
          className="max-w-3xl text-3xl leading-tight font-bold tracking-tight sm:text-4xl lg:text-5xl"
        >
          {t('heroTitle')}
        </h1>
        <p className="max-w-2xl text-base text-brand-100 sm:text-lg">{t('heroLead', { currency })}</p>
        {/* Phones already have the header's search bar right above; the hero's would repeat it. */}
        <HeroSearch
          action={getPathname({ href: '/products', locale })}
          labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), button: t('searchButton') }}
        />
        <ul className="flex flex-col gap-2 text-sm text-brand-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                width="16"
                height="16"
                className="shrink-0 text-amber-300"
              >
                <path
                  d="m3 8.5 3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {point}
            </li>
          ))}
        </ul>
        <p>
          <PageLink
            href="/category/0"
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-white underline underline-offset-4 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('browseAll')}
            <span aria-hidden="true">→</span>
          </PageLink>
        </p>
      </div>
    </section>
  );
}

/**
 * A faint brake-disc and gear drawing on wide screens; pure decoration. A picture (public/), not
 * inline SVG: 30 shapes would be sent twice (HTML and RSC payload) and hydrated on every phone that
 * never shows it. Lazy, so phones (where it is display:none) never fetch it.
 */
function HeroBackdrop() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG, nothing for next/image to optimise
    <img
      src="/hero-backdrop.svg"
      alt=""
      aria-hidden="true"
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      className="pointer-events-none absolute top-1/2 -right-24 hidden h-[130%] w-auto max-w-none -translate-y-1/2 lg:block"
    />
  );
}
