import { DEFAULT_LANG, isLang, type Lang } from '@/contracts/site-constants';
import { escapeHtml } from './escape-html';
import { splitLocalePrefix } from './return-path';
import { htmlLang } from './intl-locale';

/** What the plain 404 says, in one language (from the `meta`, `error` and `common` messages). */
export type PlainNotFoundTexts = { siteName: string; title: string; message: string; goHome: string };

/**
 * The language of a 404 answered before next-intl runs: the URL's prefix, else the locale cookie,
 * else the first of our languages the browser asks for (by q-value), else the default.
 */
export function plainNotFoundLang(
  pathname: string,
  localeCookie: string | undefined,
  acceptLanguage: string | null,
): Lang {
  const { locale } = splitLocalePrefix(pathname);
  if (locale) return locale;
  if (isLang(localeCookie)) return localeCookie;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLang(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = asked[0]?.lang;
  return isLang(first) ? first : DEFAULT_LANG;
}

/**
 * A small, self-contained 404 page (no script, no build files) for URLs refused before anything
 * renders: it names the site, says the page does not exist and links home. It never repeats the
 * requested path.
 */
export function plainNotFoundHtml(texts: PlainNotFoundTexts, lang: Lang): string {
  return plainStatusPageHtml(404, texts, lang);
}

/**
 * The same small page for another status: 400 for a URL that cannot be read at all (broken percent
 * encoding, docs/decisions/0063-dynamic-keys-and-malformed-urls.md). `texts` are that status's words.
 */
export function plainStatusPageHtml(status: 400 | 404, texts: PlainNotFoundTexts, lang: Lang): string {
  const home = lang === DEFAULT_LANG ? '/' : `/${lang}`;
  const t = {
    siteName: escapeHtml(texts.siteName),
    title: escapeHtml(texts.title),
    message: escapeHtml(texts.message),
    goHome: escapeHtml(texts.goHome),
  };
  return (
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${t.title} | ${t.siteName}</title></head>` +
    '<body style="margin:0;padding:4rem 1rem;font-family:system-ui,sans-serif;text-align:center;color:#0f172a">' +
    `<p style="margin:0;font-size:4rem;font-weight:900;color:#1a31a3">${status}</p><h1 style="max-width:36rem;margin:1rem auto;font-size:1.25rem">${t.message}</h1>` +
    `<p><a href="${home}" style="color:#1a31a3">${t.goHome}</a> · ${t.siteName}</p></body></html>`
  );
}
