import { redirect as nextRedirect } from 'next/navigation';
import { getPathname, type Href } from './localized-href';

/**
 * Locale-aware navigation with next-intl's API (Link, useRouter, usePathname, getPathname,
 * redirect) but without its client runtime: the locale comes from the route's `[locale]` segment,
 * so client islands need no NextIntlClientProvider and pages do not ship next-intl's navigation.
 */
export { getPathname, type Href };
export { Link, type LinkProps } from './link';
export { useCurrentLocale, usePathname, useRouter } from './navigation-hooks';

/** Server-side redirect to a locale-free href in the given locale. */
export function redirect(
  args: { href: Href; locale: string },
  type?: Parameters<typeof nextRedirect>[1],
): never {
  return nextRedirect(getPathname({ href: args.href, locale: args.locale }), type);
}
