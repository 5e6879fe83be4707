import { isLang, type Lang } from '@/contracts/site-constants';

/** Home-page query parameter naming the page to open after signing in (`/?signin=/user/profile`). */
export const SIGNIN_PARAM = 'signin';
const MAX_RETURN_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'https://return-path.invalid';
// Control characters: URL parsers drop tabs and newlines, which can turn `/\t/host` into `//host`.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** `/en/user/order` → en + `/user/order`; `/en` → en + `/`; an unprefixed path keeps its form. */
export function splitLocalePrefix(pathname: string): { locale: Lang | null; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (!isLang(first)) return { locale: null, path: pathname };
  return { locale: first, path: `/${rest.join('/')}` };
}

/**
 * A return path taken from a URL is attacker-controlled: accept only a same-origin path (one
 * leading `/`, no `//`, no backslash, no control character — so no scheme and no host) and return
 * it without a locale prefix (next-intl's router adds the current one) and without its own
 * `signin` parameter. Anything else yields null and is ignored: no open redirect.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || CONTROL_CHARS.test(raw))
    return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Belt and braces: whatever the browser's parser makes of it must stay on this origin.
  if (url.origin !== PROBE_ORIGIN) return null;
  url.searchParams.delete(SIGNIN_PARAM);
  return splitLocalePrefix(url.pathname).path + url.search + url.hash;
}
