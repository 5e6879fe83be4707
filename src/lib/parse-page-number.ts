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
