import type { SmsTemplate } from '@/server/notifications/outbox-payload';

export type SmsSendRequest = {
  /** Mainland mobile, 11 digits (a +86/0086 prefix is tolerated). */
  to: string;
  /** The rendered text (the console carrier prints it; template carriers render their own copy). */
  text: string;
  template: SmsTemplate;
  params: Record<string, string>;
};

/**
 * One interface for every SMS carrier. `send` resolves with the carrier's message id or throws a
 * DeliveryError (retryable or permanent); any other thrown error counts as retryable.
 */
export interface SmsProvider {
  /** Stored in outbox.provider. */
  readonly name: string;
  /** Whether the outbox may keep the code readable after sending (only the development carrier). */
  readonly keepsCodeReadable: boolean;
  send(request: SmsSendRequest): Promise<{ messageId: string }>;
}
