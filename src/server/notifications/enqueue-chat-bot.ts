import { chatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { now } from '@/server/clock';
import { outbox } from '@/server/db/schema/outbox';
import type { Db } from '@/server/db/types';
import { formatChinaTime } from './format-china-time';
import { maskMobile } from '../security/mask-mobile';
import type { ChatBotPayload } from './outbox-payload';
import { renderChatBotText } from './render-message';

export type ChatBotEvent = {
  type: 'user.applied';
  name: string;
  company: string;
  mobile: string;
  region: string;
  appliedAt: Date;
};

/**
 * Queues "new user applied" for the operators' group chat (inside the caller's transaction). Nothing is
 * queued when no webhook is configured. The full mobile never enters the row: it is masked here.
 */
export async function enqueueChatBotMessage(db: Db, event: ChatBotEvent): Promise<void> {
  if (!chatBotConfig()) return;
  const fields = {
    name: event.name,
    company: event.company,
    region: event.region,
    maskedMobile: maskMobile(event.mobile),
    appliedAt: event.appliedAt.toISOString(),
  };
  const payload: ChatBotPayload = {
    type: event.type,
    ...fields,
    text: renderChatBotText('zh', 'userApplied', {
      ...fields,
      mobile: fields.maskedMobile,
      time: formatChinaTime(event.appliedAt),
    }),
  };
  const at = now();
  await db.insert(outbox).values({ channel: 'chatbot', payload, status: 'pending', nextAttemptAt: at, createdAt: at });
}
