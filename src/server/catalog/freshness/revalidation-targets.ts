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
