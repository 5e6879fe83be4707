/** Joins class names, skipping falsy values. Small on purpose: no class merging, so keep variants disjoint. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
