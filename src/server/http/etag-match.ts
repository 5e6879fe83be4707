/**
 * Whether an `If-None-Match` header names this entity tag — weak comparison (RFC 9110 §13.1.2), as
 * a GET must use: `W/"x"` matches `"x"`, a list matches if any member does, `*` matches anything.
 */
export function etagMatches(header: string | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
