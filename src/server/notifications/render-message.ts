import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site';
import type { SmsTemplate } from './outbox-payload';

const smsTexts: Record<Lang, Record<SmsTemplate, string>> = { en: en.sms, zh: zh.sms };
const chatBotTexts: Record<Lang, typeof en.chatBot> = { en: en.chatBot, zh: zh.chatBot };

/** `{name}` placeholders only (no ICU plurals in these texts); a missing parameter stays visible as `{name}`. */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** SMS text in the recipient's language, from the `sms` namespace of messages/*.json. */
export function renderSmsText(lang: Lang, template: SmsTemplate, params: Record<string, string>): string {
  return fill(smsTexts[lang][template], params);
}

/** Chat-bot text from the `chatBot` namespace; operators read Chinese, so callers pass 'zh'. */
export function renderChatBotText(lang: Lang, key: keyof typeof en.chatBot, params: Record<string, string>): string {
  return fill(chatBotTexts[lang][key], params);
}
