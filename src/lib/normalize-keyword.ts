/**
 * Search text as the database may see it: control characters (NUL is refused by PostgreSQL text)
 * become spaces, runs of whitespace collapse, the ends are trimmed. Empty → undefined ("no keyword").
 */
export function normalizeKeyword(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const cleaned = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return cleaned || undefined;
}
