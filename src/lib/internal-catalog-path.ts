import type { Site } from '@/contracts/site';
import { listingPageFromQuery } from './parse-page-number';

/**
 * The internal path the proxy sends a URL that names nothing (an unknown SKU, category or page) to.
 * No route claims it, so the storefront's catch-all renders the 404, per request and never cached
 * (docs/decisions/0018-unknown-urls-are-not-cached.md).
 */
export const UNKNOWN_TARGET_SEGMENT = 'not-found';

/**
 * Maps a locale-prefixed public path to the internal route tree `/[locale]/[site]/...`.
 * `/en/category/10?page=3` → `/en/us/category/10/3`. Returns null for paths that are not pages.
 */
export function internalCatalogPath(
  pathname: string,
  searchParams: URLSearchParams,
  site: Site,
): { pathname: string; search: string } | null {
  const [, locale, ...rest] = pathname.split('/');
  if (!locale) return null;
  const search = new URLSearchParams(searchParams);
  if (rest[0] === 'category' && rest.length === 2) {
    rest.push(String(listingPageFromQuery(search.get('page'))));
    search.delete('page');
  }
  const query = search.toString();
  return {
    pathname: ['', locale, site, ...rest].join('/').replace(/\/$/, ''),
    search: query ? `?${query}` : '',
  };
}

/** `/en/us/product/NOPE` → `/en/us/not-found`: the same language and site, no query. */
export function internalUnknownPath(internalPathname: string): string {
  const [, locale, site] = internalPathname.split('/');
  return ['', locale, site, UNKNOWN_TARGET_SEGMENT].join('/');
}
