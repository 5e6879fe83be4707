/** A VIN: 17 letters and digits, never I, O or Q (ISO 3779), which would be read as 1 and 0. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The VIN typed into the search box, or null when the text is not VIN-shaped. Case and spaces
 * (people copy VINs from papers in groups) do not matter; the check digit is the server's to judge.
 */
export function vinFromInput(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  return VIN_PATTERN.test(compact) ? compact : null;
}
