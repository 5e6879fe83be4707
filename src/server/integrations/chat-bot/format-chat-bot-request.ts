import { formatChinaTime } from '@/server/notifications/format-china-time';
import type { ChatBotPayload } from '@/server/notifications/outbox-payload';
import { renderChatBotText } from '@/server/notifications/render-message';
import type { ChatBotConfig } from './chat-bot-config';
import { escapeForChatBot } from './chat-bot-escape';
import { dingtalkSign, feishuSign } from './chat-bot-signing';

export type ChatBotRequest = { url: string; body: Record<string, unknown> };

/**
 * The HTTP request each vendor expects for "new user applied". `signedAt` is the real time (vendors
 * reject signatures older than about an hour), not the business clock.
 */
export function formatChatBotRequest(config: ChatBotConfig, payload: ChatBotPayload, signedAt = new Date()): ChatBotRequest {
  const esc = (value: string) => escapeForChatBot(config.format, value);
  const text = renderChatBotText('zh', 'userApplied', {
    name: esc(payload.name),
    company: esc(payload.company),
    region: esc(payload.region),
    mobile: payload.maskedMobile,
    time: formatChinaTime(new Date(payload.appliedAt)),
  });
  const title = renderChatBotText('zh', 'userAppliedTitle', {});

  switch (config.format) {
    case 'wecom':
      return { url: config.url, body: { msgtype: 'markdown', markdown: { content: `### ${title}\n${text}` } } };
    case 'feishu': {
      const body: Record<string, unknown> = { msg_type: 'text', content: { text } };
      if (config.secret) {
        const timestamp = Math.floor(signedAt.getTime() / 1000);
        body.timestamp = String(timestamp);
        body.sign = feishuSign(config.secret, timestamp);
      }
      return { url: config.url, body };
    }
    case 'dingtalk': {
      let url = config.url;
      if (config.secret) {
        const timestamp = signedAt.getTime();
        const sign = encodeURIComponent(dingtalkSign(config.secret, timestamp));
        url += `${url.includes('?') ? '&' : '?'}timestamp=${timestamp}&sign=${sign}`;
      }
      return { url, body: { msgtype: 'markdown', markdown: { title, text: `### ${title}\n\n${text}` } } };
    }
    case 'slack':
      return { url: config.url, body: { text } };
  }
}
