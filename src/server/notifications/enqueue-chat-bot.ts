import { chatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { now } from '@/server/clock';
import { outbox } from '@/server/db/schema/outbox';
import type { Db } from '@/server/db/types';
import { formatChinaMinute } from '@/lib/china-date';
import { maskMobile } from '../security/mask-mobile';
import type { ChatBotPayload } from './outbox-payload';
import { renderChatBotText } from './render-message';

export type ChatBotEvent =
  | {
      type: 'user.applied';
      name: string;
      company: string;
      mobile: string;
      region: string;
      appliedAt: Date;
    }
  | {
      type: 'inquiry.created';
      reference: string;
      company: string;
      name: string;
      mobile: string;
      lineCount: number;
      /** The first part numbers, e.g. "BP-1000, OF-2 +3". */
      parts: string;
      createdAt: Date;
      /** The company's account manager, when its plan grants one: named and mentioned. */
      manager: { name: string; mobile: string } | null;
    };

/**
 * Queues a notice for the operators' group chat (inside the caller's transaction). Nothing is queued
 * when no webhook is configured. The full mobile never enters the row: it is masked here.
 */
export async function enqueueChatBotMessage(db: Db, event: ChatBotEvent): Promise<void> {
  if (!chatBotConfig()) return;
  const at = now();
  await db
    .insert(outbox)
    .values({ channel: 'chatbot', payload: toPayload(event), status: 'pending', nextAttemptAt: at, createdAt: at });
}

function toPayload(event: ChatBotEvent): ChatBotPayload {
  const maskedMobile = maskMobile(event.mobile);
  if (event.type === 'user.applied') {
    const fields = {
      name: event.name,
      company: event.company,
      region: event.region,
      maskedMobile,
      appliedAt: event.appliedAt.toISOString(),
    };
    return {
      type: event.type,
      ...fields,
      text: renderChatBotText('zh', 'userApplied', {
        ...fields,
        mobile: maskedMobile,
        time: formatChinaMinute(event.appliedAt),
      }),
    };
  }
  const fields = {
    reference: event.reference,
    company: event.company,
    name: event.name,
    maskedMobile,
    lineCount: event.lineCount,
    parts: event.parts,
    createdAt: event.createdAt.toISOString(),
    manager: event.manager,
  };
  const managerLine = event.manager ? renderChatBotText('zh', 'inquiryManager', { manager: event.manager.name }) : '';
  return {
    type: event.type,
    ...fields,
    text: managerLine + renderChatBotText('zh', 'inquiryCreated', {
      reference: fields.reference,
      company: fields.company,
      name: fields.name,
      mobile: maskedMobile,
      lines: String(fields.lineCount),
      parts: fields.parts,
      time: formatChinaMinute(event.createdAt),
    }),
  };
}
