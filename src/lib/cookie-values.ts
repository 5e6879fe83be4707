/**
 * Every raw value a Cookie header holds under one name (none: []). All of them, not the first: a
 * cache key built from them stays equal only when the inputs are, whichever one a parser picks.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}
