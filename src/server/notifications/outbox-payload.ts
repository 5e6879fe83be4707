import type { Lang } from '@/contracts/site';

/** Every channel the outbox carries; the console names each in both languages (admin.outbox.channels). */
export const OUTBOX_CHANNELS = ['sms', 'chatbot', 'paynotify', 'webhook'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type SmsTemplate = 'verificationCode' | 'accountApproved' | 'accountRejected' | 'inquiryQuoted' | 'companyInvitation' | 'renewalReminder' | 'webhookDisabled';

/** What an `sms` outbox row carries: everything the carrier needs, and the rendered text for the operator's log. */
export type SmsPayload = {
  to: string;
  template: SmsTemplate;
  params: Record<string, string>;
  lang: Lang;
  text: string;
  /** A verification code is useless after its 5 minutes: the worker drops it instead of sending it late. */
  expiresAt?: string;
};

/**
 * A `chatbot` outbox row. The fields are kept separately (not only the rendered text) because each vendor
 * needs its own escaping; the mobile is stored already masked — the operator's group never needs more.
 */
export type ChatBotPayload = UserAppliedPayload | InquiryCreatedPayload;

export type UserAppliedPayload = {
  type: 'user.applied';
  name: string;
  company: string;
  region: string;
  maskedMobile: string;
  appliedAt: string;
  text: string;
};

/** A buyer sent an inquiry: its reference, who (company, contact, masked mobile) and what (line count, first part numbers). */
export type InquiryCreatedPayload = {
  type: 'inquiry.created';
  reference: string;
  company: string;
  name: string;
  maskedMobile: string;
  lineCount: number;
  parts: string;
  createdAt: string;
  /**
   * The company's account manager (a staff member, so the full mobile: the vendors mention by it), when
   * its plan grants one; absent on rows queued before managers existed.
   */
  manager?: { name: string; mobile: string } | null;
  text: string;
};

/** Replaces the code in a stored SMS once a real carrier has it: nobody reads codes back from the database. */
export const SCRUBBED_CODE = '******';

/**
 * A `paynotify` row: a payment notification the sandbox gateway owes our notify route. The body is
 * stored as the exact bytes to post; the signature is computed when it is sent (the key is never stored).
 */
export type PayNotifyPayload = {
  provider: 'sandbox';
  url: string;
  body: string;
  orderSn: string;
  outcome: string;
  /** For the operator's log. */
  text: string;
};
