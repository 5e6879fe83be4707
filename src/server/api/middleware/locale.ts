import { createMiddleware } from 'hono/factory';
import { STATUS } from '@/contracts/envelope';
import { DEFAULT_LANG, DEFAULT_SITE, isLang, isSite } from '@/contracts/site';
import type { AppEnv } from '../context';
import { ApiError } from '../api-error';

/**
 * Every call carries `site` and `lang` query parameters (the spec's client adds them). Missing ones
 * fall back to the defaults; unknown ones are refused so a typo never silently shows other prices.
 */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const rawLang = c.req.query('lang');
  const lang = rawLang === undefined || rawLang === '' ? DEFAULT_LANG : rawLang;
  // Decide the answer's language first, so even a bad site is explained in the right one.
  c.set('lang', isLang(lang) ? lang : DEFAULT_LANG);
  if (!isLang(lang)) throw new ApiError(STATUS.BAD_REQUEST, 'invalidLang', { value: lang.slice(0, 20) });
  const rawSite = c.req.query('site');
  const site = rawSite === undefined || rawSite === '' ? DEFAULT_SITE : rawSite;
  if (!isSite(site)) throw new ApiError(STATUS.BAD_REQUEST, 'invalidSite', { value: site.slice(0, 20) });
  c.set('site', site);
  await next();
});
