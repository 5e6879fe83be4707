import crypto from 'node:crypto';
import type { ChatBotPayload } from '@/server/notifications/outbox-payload';
import { DeliveryError, networkFailure } from '../delivery-error';
import type { ChatBotConfig, ChatBotFormat } from './chat-bot-config';
import { formatChatBotRequest } from './format-chat-bot-request';

export interface ChatBotSender {
  /** Stored in outbox.provider, e.g. `chatbot:wecom`. */
  readonly name: string;
  send(payload: ChatBotPayload): Promise<{ messageId: string }>;
}

/** Vendor codes that mean "too fast, try later"; any other non-zero code is a configuration problem. */
const RATE_LIMIT_CODES: Record<ChatBotFormat, Set<number>> = {
  wecom: new Set([45009]),
  dingtalk: new Set([130101, 410100]),
  feishu: new Set([9499, 11232]),
  slack: new Set(),
};

/**
 * Posts to the group-chat webhook: 5 s timeout, redirects are failures (the URL is a
 * secret-bearing address and must not be bounced elsewhere), success judged as each vendor documents.
 */
export function createChatBotSender(config: ChatBotConfig, options: { timeoutMs?: number } = {}): ChatBotSender {
  const name = `chatbot:${config.format}`;
  return {
    name,
    async send(payload) {
      const request = formatChatBotRequest(config, payload);
      let res: Response;
      try {
        res = await fetch(request.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (err) {
        throw networkFailure(err);
      }
      const body = (await res.text().catch(() => '')).slice(0, 2000);
      if (res.status >= 300 && res.status < 400) {
        throw new DeliveryError('redirect', `webhook answered ${res.status} (redirects are not followed)`, {
          retryable: false,
        });
      }
      if (res.status >= 500 || res.status === 429) {
        throw new DeliveryError(`http.${res.status}`, `webhook answered ${res.status}`, { retryable: true });
      }
      if (!res.ok) {
        throw new DeliveryError(`http.${res.status}`, `webhook answered ${res.status}: ${body.slice(0, 200)}`, {
          retryable: false,
        });
      }
      if (config.format === 'slack') {
        if (body.trim() !== 'ok') throw new DeliveryError('slack.body', `Slack answered ${body.slice(0, 200)}`, { retryable: false });
        return { messageId: `slack-${crypto.randomUUID()}` };
      }
      let answer: Record<string, unknown>;
      try {
        answer = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // A 200 without JSON is not the vendor talking (a proxy, a captive portal): try again later.
        throw new DeliveryError('body.invalid', `webhook answered 200 without JSON`, { retryable: true });
      }
      const code = Number(config.format === 'feishu' ? (answer.code ?? answer.StatusCode) : answer.errcode);
      if (code === 0) return { messageId: `${config.format}-${crypto.randomUUID()}` };
      const message = String(answer.errmsg ?? answer.msg ?? answer.StatusMessage ?? '');
      throw new DeliveryError(`${config.format}.${Number.isNaN(code) ? 'unknown' : code}`, `webhook refused: ${message}`, {
        retryable: RATE_LIMIT_CODES[config.format].has(code),
      });
    },
  };
}
