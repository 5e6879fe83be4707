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
  return plainStatusPage(status, [{ lang, texts }]);
}

/**
 * The same page in both languages, Chinese first: for an answer made before anyone knows the
 * buyer's language (nginx's own 400, written at build time by scripts/write-error-pages.ts).
 */
export function plainBilingualStatusPageHtml(
  status: 400 | 404,
  texts: Record<Lang, PlainNotFoundTexts>,
): string {
  return plainStatusPage(status, [
    { lang: 'zh', texts: texts.zh },
    { lang: 'en', texts: texts.en },
  ]);
}

/** The page: the first language's title and document language, then each language's message and link home. */
function plainStatusPage(status: 400 | 404, parts: { lang: Lang; texts: PlainNotFoundTexts }[]): string {
  const [first] = parts as [(typeof parts)[number]];
  const sections = parts.map(({ lang, texts }, index) => {
    const home = lang === DEFAULT_LANG ? '/' : `/${lang}`;
    const langAttr = index === 0 ? '' : ` lang="${htmlLang(lang)}"`;
    return (
      `<h1${langAttr} style="max-width:36rem;margin:1rem auto;font-size:1.25rem">${escapeHtml(texts.message)}</h1>` +
      `<p${langAttr}><a href="${home}" style="color:#1a31a3">${escapeHtml(texts.goHome)}</a> · ${escapeHtml(texts.siteName)}</p>`
    );
  });
  const title = parts.map(({ texts }) => escapeHtml(texts.title)).join(' / ');
  return (
    `<!doctype html><html lang="${htmlLang(first.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title} | ${escapeHtml(first.texts.siteName)}</title></head>` +
    '<body style="margin:0;padding:4rem 1rem;font-family:system-ui,sans-serif;text-align:center;color:#0f172a">' +
    `<p style="margin:0;font-size:4rem;font-weight:900;color:#1a31a3">${status}</p>${sections.join('')}</body></html>`
  );
}
