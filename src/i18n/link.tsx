'use client';

import NextLink from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { getPathname, isLocalizableHref, syncLocaleCookie, type Href } from './localized-href';
import { useCurrentLocale } from './navigation-hooks';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** Link to the same page in another language (sets hreflang and stores the choice). */
  locale?: string;
};

/** next/link with the page's locale prefix added to internal hrefs (next-intl's Link contract). */
export function Link({ href, locale, onClick, prefetch, ...props }: LinkProps) {
  const current = useCurrentLocale();
  const pathname = typeof href === 'object' ? href.pathname : href;
  const localized = isLocalizableHref(href)
    ? getPathname({ href: pathname, locale: locale ?? current, forcePrefix: locale != null || undefined })
    : pathname;
  const target = typeof href === 'object' ? { ...href, pathname: localized } : localized;
  if (locale == null || locale === current) {
    return <NextLink href={target} prefetch={prefetch} onClick={onClick} {...props} />;
  }
  return (
    <NextLink
      href={target}
      hrefLang={locale}
      prefetch={false}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        syncLocaleCookie(current, locale);
        onClick?.(event);
      }}
      {...props}
    />
  );
}
