import { createMiddleware } from 'hono/factory';
import { STATUS } from '@/contracts/envelope';
import { DEFAULT_LANG, isLang } from '@/contracts/site';
import { isMalformedRequestTarget } from '@/lib/percent-encoding';
import type { AppEnv } from '../context';
import { ApiError } from '../api-error';

/** The request target as it was sent (`/api/…?…`): the URL's path and query, untouched. */
function requestTarget(url: string): string {
  const afterScheme = url.indexOf('//');
  const pathAt = url.indexOf('/', afterScheme === -1 ? 0 : afterScheme + 2);
  return pathAt === -1 ? '/' : url.slice(pathAt);
}

/**
 * A path or query with broken percent encoding (`/api/products/%zz`, `?q=%`) is refused with the
 * 400 envelope before any route reads it: Hono would otherwise hand the undecodable text to the
 * route as if it had been sent that way (docs/decisions/0063-dynamic-keys-and-malformed-urls.md).
 * It runs before the locale step, so it picks the answer's language itself (`lang`, else Chinese).
 */
export const malformedUrlMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!isMalformedRequestTarget(requestTarget(c.req.url))) return next();
  const lang = c.req.query('lang');
  c.set('lang', isLang(lang) ? lang : DEFAULT_LANG);
  throw new ApiError(STATUS.BAD_REQUEST, 'malformedUrl');
});
