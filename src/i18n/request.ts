import { hasLocale, IntlErrorCode } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

/** Marks a missing translation visibly, so browser tests catch it in either language. */
export const MISSING_MESSAGE_MARK = '[missing:';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    onError(error) {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) console.error(`MISSING_MESSAGE ${locale}: ${error.message}`);
      else console.error(error);
    },
    getMessageFallback({ namespace, key }) {
      return `${MISSING_MESSAGE_MARK}${[namespace, key].filter(Boolean).join('.')}]`;
    },
  };
});
