import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site-constants';
import type { PlainNotFoundTexts } from './plain-not-found';

/** The words of the small pages answered before anything renders (404 and 400), in each language. */
export const PLAIN_PAGE_TEXTS: Record<400 | 404, Record<Lang, PlainNotFoundTexts>> = {
  404: { en: texts(en, 404), zh: texts(zh, 404) },
  400: { en: texts(en, 400), zh: texts(zh, 400) },
};

function texts(messages: typeof en, status: 400 | 404): PlainNotFoundTexts {
  return {
    siteName: messages.meta.siteName,
    title: status === 404 ? messages.meta.notFoundTitle : messages.meta.badRequestTitle,
    message: messages.error[status],
    goHome: messages.common.goHome,
  };
}
