/**
 * Whether a request target (`/path?query`, as it came off the wire) can be read at all: its path
 * and every part of its query must be percent-encoded UTF-8 (RFC 3986 §2.1), and the path, once
 * decoded, must hold no `%`: no page or API path of ours has one, so a `%25` in a path is a mistake
 * or a probe (Next answered `/%25` with a 500). Refused targets are answered 400 before any router
 * sees them (docs/decisions/0063-dynamic-keys-and-malformed-urls.md).
 *
 * A `%` in a decoded query value is fine (`?q=50%25` searches for "50%").
 */
export function isMalformedRequestTarget(target: string): boolean {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  const decodedPath = decodeOrNull(path);
  if (decodedPath === null || decodedPath.includes('%')) return true;
  if (!query.includes('%')) return false;
  return query.split('&').some((part) => decodeOrNull(part.replaceAll('+', ' ')) === null);
}

function decodeOrNull(text: string): string | null {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
