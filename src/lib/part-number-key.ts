/**
 * The key a part number is matched on: case, white space, dots, hyphens (also typographic and
 * full-width dashes) and slashes do not count, so "0 986-494.123", "0986494123" and "０９８６４９４１２３"
 * meet, as do "HU 719/6" and "HU7196". The database applies the same rule in part_number_key()
 * (migrations 0005 and 0007) to index products.
 */
const IGNORED = /[\t\n\v\f\r \u00A0\u2000-\u200A\u202F\u205F\u3000\uFEFF.\uFF0E\u2010-\u2015\u2212\uFF0D/\uFF0F\\-]+/gu;

export function partNumberKey(value: string): string {
  return value.normalize('NFKC').replace(IGNORED, '').toUpperCase();
}
