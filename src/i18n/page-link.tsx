import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { getPathname } from './localized-href';
import { PAGE_LINK_ATTRIBUTE } from './page-link-attribute';

export type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A locale-free internal path (`/category/10`); the page's locale prefix is added. */
  href: string;
  /** `false`: never prefetched, not even on intent (long menus of rarely followed links). */
  prefetch?: false;
};

/**
 * An internal link for markup that repeats: product cards, category menus, the footer. A plain
 * `<a>` with the localized href, no client component: a catalogue page holds 130+ links and a
 * client `Link` each (hooks, a ref callback, a store subscription) was most of the page's
 * hydration and commit work on a phone (ADR 0053). Navigation in the app and prefetch on intent
 * are done once for the whole page by `usePageLinkNavigation` (client/page-link-navigation.ts), with the same rules as SmartLink.
 * Server components (and islands under a next-intl provider) only: the locale comes from next-intl.
 */
export function PageLink({ href, prefetch, ...props }: PageLinkProps) {
  const locale = useLocale();
  return (
    <a
      {...props}
      href={getPathname({ href, locale })}
      {...{ [PAGE_LINK_ATTRIBUTE]: prefetch === false ? 'no-prefetch' : '' }}
    />
  );
}
