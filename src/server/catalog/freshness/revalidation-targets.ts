import { LANGS, SITES } from '@/contracts/site-constants';
import type { ChangedPages } from './changed-pages';

/** One revalidatePath call: a concrete internal path, or a route pattern with its type. */
export type RevalidationTarget = { path: string; type?: 'page' | 'layout' };

/** Beyond this many numbered pages of one listing, every listing page is revalidated at once. */
export const MAX_LISTING_PAGES = 100;

/** The route of every listing page (the pattern form revalidatePath takes). */
export const ALL_LISTINGS: RevalidationTarget = {
  path: '/[locale]/[site]/(storefront)/category/[cid]/[page]',
  type: 'page',
};

/** The root layout holds every page. */
export const EVERY_PAGE: RevalidationTarget = { path: '/', type: 'layout' };

/**
 * The cached pages to revalidate, as the internal paths the proxy rewrites to
 * (`/en/us/product/SKU`, `/zh/de/category/10/2`): Next keys a cached page on that path, once per
 * language and site.
 */
export function revalidationTargets(changed: ChangedPages): RevalidationTarget[] {
  if (changed.everything) return [EVERY_PAGE];
  const targets: RevalidationTarget[] = [];
  const tooLong = changed.listings.some((listing) => listing.pageCount > MAX_LISTING_PAGES);
  if (tooLong) targets.push(ALL_LISTINGS);
  for (const lang of LANGS) {
    for (const site of SITES) {
      const base = `/${lang}/${site}`;
      if (changed.home) targets.push({ path: base });
      for (const sku of changed.skus) targets.push({ path: `${base}/product/${sku}` });
      if (tooLong) continue;
      for (const { cid, pageCount } of changed.listings) {
        for (let page = 1; page <= pageCount; page += 1) targets.push({ path: `${base}/category/${cid}/${page}` });
      }
    }
  }
  return targets;
}

/**
 * Whether a public page URL's answer (as the microcache holds it: `/en/product/SKU`,
 * `/category/10?page=2`, `/`) is one of the changed pages, in any language and site.
 */
export function showsChangedPage(changed: ChangedPages, url: string): boolean {
  if (changed.everything) return true;
  const pathname = url.split('?')[0]!.replace(/\/$/, '');
  const [, first, ...rest] = pathname.split('/');
  const parts = first !== undefined && (LANGS as readonly string[]).includes(first) ? rest : [first ?? '', ...rest].filter(Boolean);
  if (parts.length === 0) return changed.home;
  if (parts[0] === 'product' && parts.length === 2) return changed.skus.includes(decodeURIComponent(parts[1]!));
  if (parts[0] === 'category' && parts.length === 2) return changed.listings.some((listing) => listing.cid === parts[1]);
  return false;
}
