import { CID_PATTERN, SKU_CODE_PATTERN } from '@/contracts/catalog-constants';
import { listingPageFromQuery, parsePageNumber } from './parse-page-number';
import { splitLocalePrefix } from './return-path';

/** Longest storefront path worth routing (locale prefix included); real ones stay under 40 characters. */
export const MAX_STOREFRONT_PATH_LENGTH = 256;
/** Longest query a storefront URL may carry; a search for 100 Chinese characters needs ~1,000. */
export const MAX_STOREFRONT_QUERY_LENGTH = 2048;

/** A catalogue URL's subject: it must exist before the URL may reach a cached page. */
export type CatalogueTarget =
  { kind: 'product'; skuCode: string } | { kind: 'category'; cid: string; page: number };

/**
 * - a catalogue target: look it up first;
 * - `page`: any other path (home, static pages, search, unknown routes): nothing to look up;
 * - `malformed`: a segment no product, category or page could have, or a URL too long to be one of
 *   ours — never looked up, and never reaches a cached page.
 */
export type StorefrontTarget = CatalogueTarget | { kind: 'page' } | { kind: 'malformed' };

/**
 * Where boot (src/server/boot.ts) publishes "does this catalogue URL name something?" for the proxy:
 * on globalThis, because the proxy is bundled apart from the server code and must not load a
 * database stack of its own. Unset while the server boots.
 */
export const catalogueTargetCheck = globalThis as typeof globalThis & {
  __partsmallCatalogueTargetKnown?: (target: CatalogueTarget) => Promise<boolean>;
};

const PAGE: StorefrontTarget = { kind: 'page' };
const MALFORMED: StorefrontTarget = { kind: 'malformed' };

/** Longer than any of our URLs: refused with the small page, whatever it names. */
export function isOverLongStorefrontUrl(pathname: string, search: string): boolean {
  return pathname.length > MAX_STOREFRONT_PATH_LENGTH || search.length > MAX_STOREFRONT_QUERY_LENGTH;
}

/**
 * What a public storefront URL (with or without its locale prefix) names, from its shape alone.
 * `pathname` and `search` (`?…` or empty) are as the request spelled them, percent-encoded: an
 * encoded character is never part of a SKU or cid, so such a segment is malformed too.
 */
export function storefrontTarget(pathname: string, search: string): StorefrontTarget {
  if (isOverLongStorefrontUrl(pathname, search)) return MALFORMED;
  const [section, ...rest] = splitLocalePrefix(pathname).path.split('/').slice(1);
  if (section === 'product' && rest.length === 1) {
    const skuCode = rest[0]!;
    return SKU_CODE_PATTERN.test(skuCode) ? { kind: 'product', skuCode } : MALFORMED;
  }
  if (section === 'category' && (rest.length === 1 || rest.length === 2)) {
    const [cid, pageSegment] = rest as [string, string | undefined];
    if (!CID_PATTERN.test(cid)) return MALFORMED;
    const page =
      pageSegment === undefined
        ? listingPageFromQuery(new URLSearchParams(search).get('page'))
        : parsePageNumber(pageSegment);
    return page === null ? MALFORMED : { kind: 'category', cid, page };
  }
  // Deeper or shorter product/category paths fall to the catch-all route, which is never cached.
  return PAGE;
}
