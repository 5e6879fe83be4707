/**
 * Public catalogue reads depend only on the URL (path + site/lang query), so shared caches may keep
 * them briefly; they vary only by Accept-Encoding, and only where we pick the coding ourselves
 * (catalogue-answer.ts). (The XSRF middleware turns `public` into `private` on an answer that also
 * sets a cookie, so a shared cache never hands one visitor's cookie to another.)
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
