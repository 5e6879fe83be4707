import { formatChinaMinute } from '@/lib/china-date';
import type { ChatBotPayload } from '@/server/notifications/outbox-payload';
import { renderChatBotText } from '@/server/notifications/render-message';
import type { ChatBotConfig } from './chat-bot-config';
import { escapeForChatBot } from './chat-bot-escape';
import { dingtalkSign, feishuSign } from './chat-bot-signing';

export type ChatBotRequest = { url: string; body: Record<string, unknown> };

/** Title and text in Chinese (the operators read it), every typed-in value escaped for the vendor. */
function renderNotice(config: ChatBotConfig, payload: ChatBotPayload): { title: string; text: string } {
  const esc = (value: string) => escapeForChatBot(config.format, value);
  if (payload.type === 'inquiry.created') {
    const manager = payload.manager ? renderChatBotText('zh', 'inquiryManager', { manager: esc(payload.manager.name) }) : '';
    return {
      title: renderChatBotText('zh', 'inquiryCreatedTitle', {}),
      text: manager + renderChatBotText('zh', 'inquiryCreated', {
        reference: esc(payload.reference),
        company: esc(payload.company),
        name: esc(payload.name),
        mobile: payload.maskedMobile,
        lines: String(payload.lineCount),
        parts: esc(payload.parts),
        time: formatChinaMinute(new Date(payload.createdAt)),
      }),
    };
  }
  return {
    title: renderChatBotText('zh', 'userAppliedTitle', {}),
    text: renderChatBotText('zh', 'userApplied', {
      name: esc(payload.name),
      company: esc(payload.company),
      region: esc(payload.region),
      mobile: payload.maskedMobile,
      time: formatChinaMinute(new Date(payload.appliedAt)),
    }),
  };
}

/**
 * The HTTP request each vendor expects for a notice ("new user applied", "new inquiry"). `signedAt` is the real time (vendors
 * reject signatures older than about an hour), not the business clock.
 */
export function formatChatBotRequest(config: ChatBotConfig, payload: ChatBotPayload, signedAt = new Date()): ChatBotRequest {
  const { title, text } = renderNotice(config, payload);
  // The account manager is mentioned where the vendor mentions by mobile (WeCom, DingTalk).
  const mention = payload.type === 'inquiry.created' && payload.manager ? payload.manager.mobile : null;

  switch (config.format) {
    case 'wecom':
      // WeCom mentions only in plain-text messages (markdown ignores mentioned_mobile_list).
      if (mention)
        return { url: config.url, body: { msgtype: 'text', text: { content: `${title}\n${text}`, mentioned_mobile_list: [mention] } } };
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
      // DingTalk shows the mention where the text names the mobile, and notifies those in at.atMobiles.
      const body: Record<string, unknown> = {
        msgtype: 'markdown',
        markdown: { title, text: `### ${title}\n\n${text}${mention ? ` @${mention}` : ''}` },
      };
      if (mention) body.at = { atMobiles: [mention], isAtAll: false };
      return { url, body };
    }
    case 'slack':
      return { url: config.url, body: { text } };
  }
}
