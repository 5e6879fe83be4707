/**
 * A query or a taught term as search reads it: NFKC, lower case, single spaces. The search log keys
 * its rows on it and the operator's rules are stored in it, so "ATF", "atf" and "ａｔｆ" are one term.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
