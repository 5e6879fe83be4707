import { env } from '@/env';
import type { Lang } from '@/contracts/site';
import { now } from '@/server/clock';
import { outbox } from '@/server/db/schema/outbox';
import type { Db } from '@/server/db/types';
import type { SmsPayload, SmsTemplate } from './outbox-payload';
import { renderSmsText } from './render-message';

const CODE_TTL_MS = 5 * 60_000;

export type SmsMessage = { mobile: string; template: SmsTemplate; params: Record<string, string>; lang: Lang };

/** A storefront page in the recipient's language (zh is the default locale and has no prefix). */
function storefrontLink(lang: Lang, path: string): string {
  const base = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  return `${base}${lang === 'zh' ? '' : `/${lang}`}${path}`;
}

/** Where an approved buyer sets the password. */
export function resetPasswordLink(lang: Lang): string {
  return storefrontLink(lang, '/user/resetPwd');
}

/** The buyer's inquiry list (quote notices point there). */
export function inquiryListLink(lang: Lang): string {
  return storefrontLink(lang, '/user/inquiry');
}

/** Where an invited colleague accepts a company's invitation (the token is the link's only secret). */
export function invitationLink(lang: Lang, token: string): string {
  return storefrontLink(lang, `/invitation/${token}`);
}

/**
 * Queues an SMS. Pass the caller's transaction as `db`: the message exists exactly when the change that
 * causes it commits, and the worker sends it afterwards (with retries).
 */
export async function enqueueSms(db: Db, message: SmsMessage): Promise<void> {
  const params = { ...message.params };
  if (message.template === 'accountApproved' && !params.link) params.link = resetPasswordLink(message.lang);
  if (message.template === 'inquiryQuoted' && !params.link) params.link = inquiryListLink(message.lang);
  const at = now();
  const payload: SmsPayload = {
    to: message.mobile,
    template: message.template,
    params,
    lang: message.lang,
    text: renderSmsText(message.lang, message.template, params),
    ...(message.template === 'verificationCode' ? { expiresAt: new Date(at.getTime() + CODE_TTL_MS).toISOString() } : {}),
  };
  await db.insert(outbox).values({ channel: 'sms', payload, status: 'pending', nextAttemptAt: at, createdAt: at });
}
