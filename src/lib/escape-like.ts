/**
 * Escapes LIKE/ILIKE wildcards so user text matches literally ("10%" finds "10%", not "10…").
 * PostgreSQL's default LIKE escape character is the backslash, so it is escaped first.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `%text%` with wildcards escaped: a literal substring match. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
