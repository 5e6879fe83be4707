import path from 'node:path';
import enMessages from '../../../messages/en.json' with { type: 'json' };
import zhMessages from '../../../messages/zh.json' with { type: 'json' };

type Messages = typeof enMessages;

/** Where journeys leave the screenshots people look at. */
export const SCREENSHOTS = path.join('test-results', 'screenshots');

/** The two journeys most specs walk: a Chinese buyer at a desktop and an English one on a 360 px phone. */
export const ZH_DESKTOP_EN_PHONE = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1366, height: 900 } },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 360, height: 780 } },
] as const;
