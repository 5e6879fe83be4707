'use client';

import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { Lang } from '@/contracts/site-constants';
import { getPathname, stripLocalePrefix, syncLocaleCookie, toLang, type Href } from './localized-href';

// 'use client': server components may import navigation.ts (getPathname, redirect) but never these hooks.

/** The page's language, from the `[locale]` route segment (the proxy's rewrite sets it). */
export function useCurrentLocale(): Lang {
  return toLang(useParams<{ locale?: string }>()?.locale);
}

/** The public path without its locale prefix (`/en/products` → `/products`). */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useCurrentLocale();
  return useMemo(() => stripLocalePrefix(pathname, locale), [pathname, locale]);
}

type NavigateOptions = { locale?: string; scroll?: boolean };

/** Next's router whose push/replace/prefetch take locale-free hrefs and an optional `{ locale }` to switch language. */
export function useRouter() {
  const router = useNextRouter();
  const current = useCurrentLocale();
  return useMemo(() => {
    const localized =
      <O extends object>(navigate: (href: string, options?: O) => void) =>
      (href: Href, options?: NavigateOptions & O) => {
        const { locale, ...rest } = options ?? ({} as NavigateOptions & O);
        const path = getPathname({
          href,
          locale: locale ?? current,
          forcePrefix: locale != null || undefined,
        });
        syncLocaleCookie(current, locale);
        if (Object.keys(rest).length > 0) navigate(path, rest as unknown as O);
        else navigate(path);
      };
    return {
      ...router,
      push: localized(router.push),
      replace: localized(router.replace),
      prefetch: localized(router.prefetch),
    };
  }, [router, current]);
}
