/**
 * The key a part number is matched on: case, white space, dots and hyphens (also typographic and
 * full-width dashes) do not count, so "0 986-494.123", "0986494123" and "０９８６４９４１２３" meet.
 * The database applies the same rule in part_number_key() (migration 0005) to index products.
 */
const IGNORED = /[\t\n\v\f\r \u00A0\u2000-\u200A\u202F\u205F\u3000\uFEFF.\uFF0E\u2010-\u2015\u2212\uFF0D-]+/gu;

export function partNumberKey(value: string): string {
  return value.normalize('NFKC').replace(IGNORED, '').toUpperCase();
}
