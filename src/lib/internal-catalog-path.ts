import type { Site } from '@/contracts/site';

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
    const page = Number.parseInt(search.get('page') ?? '1', 10);
    rest.push(String(Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1));
    search.delete('page');
  }
  const query = search.toString();
  return { pathname: ['', locale, site, ...rest].join('/').replace(/\/$/, ''), search: query ? `?${query}` : '' };
}
