/** Highest page a listing URL may ask for; the proxy applies the same limit. */
export const MAX_PAGE_NUMBER = 10_000;

/**
 * A page number from a URL segment or query value: digits only, 1…MAX_PAGE_NUMBER. Anything else
 * ("0", "-1", "2.5", "1e3", "02") is null so the page can answer 404 rather than guess.
 */
export function parsePageNumber(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE_NUMBER ? page : null;
}

/**
 * A listing's `?page=` as the proxy moves it into the path: forgiving, like any query value
 * (absent, garbage or out of range → 1; "3abc" → 3). A page *segment* is strict (parsePageNumber).
 */
export function listingPageFromQuery(raw: string | null): number {
  const page = Number.parseInt(raw ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1;
}
