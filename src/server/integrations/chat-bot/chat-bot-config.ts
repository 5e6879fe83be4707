import { env } from '@/env';

export type ChatBotFormat = 'wecom' | 'feishu' | 'dingtalk' | 'slack';

export type ChatBotConfig = { format: ChatBotFormat; url: string; secret?: string };

function fromEnv(): ChatBotConfig | null {
  if (!env.CHATBOT_WEBHOOK_URL) return null;
  return { format: env.CHATBOT_FORMAT, url: env.CHATBOT_WEBHOOK_URL, secret: env.CHATBOT_SECRET || undefined };
}

let override: { config: ChatBotConfig | null } | undefined;

/** The configured webhook, or null when none is set (then nothing is enqueued). */
export function chatBotConfig(): ChatBotConfig | null {
  return override ? override.config : fromEnv();
}

/** Tests: `env` is parsed once per process, so they point the bot at a local fake server here. */
export function setChatBotConfig(config: ChatBotConfig | null): void {
  override = { config };
}

export function resetChatBotConfig(): void {
  override = undefined;
}
