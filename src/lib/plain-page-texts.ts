import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site-constants';
import type { PlainNotFoundTexts } from './plain-not-found';

/** The words of the small pages answered before anything renders (404 and 400), in each language. */
export const PLAIN_PAGE_TEXTS: Record<400 | 404, Record<Lang, PlainNotFoundTexts>> = {
  404: {
    en: {
      siteName: en.meta.siteName,
      title: en.meta.notFoundTitle,
      message: en.error['404'],
      goHome: en.common.goHome,
    },
    zh: {
      siteName: zh.meta.siteName,
      title: zh.meta.notFoundTitle,
      message: zh.error['404'],
      goHome: zh.common.goHome,
    },
  },
  400: {
    en: {
      siteName: en.meta.siteName,
      title: en.meta.badRequestTitle,
      message: en.error['400'],
      goHome: en.common.goHome,
    },
    zh: {
      siteName: zh.meta.siteName,
      title: zh.meta.badRequestTitle,
      message: zh.error['400'],
      goHome: zh.common.goHome,
    },
  },
};
