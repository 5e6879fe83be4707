import crypto from 'node:crypto';
import { logLine } from '@/server/notifications/log-line';
import { maskMobile } from '@/server/security/mask-mobile';
import type { SmsProvider } from './sms-provider';

/**
 * The development carrier: prints one JSON line with the masked mobile and the full text (a developer
 * reads the code from it or from the outbox), and sends nothing anywhere.
 */
export function createConsoleSmsProvider(): SmsProvider {
  return {
    name: 'console',
    keepsCodeReadable: true,
    async send({ to, text, template }) {
      const messageId = `console-${crypto.randomUUID()}`;
      logLine('info', 'sms.console', { to: maskMobile(to), template, text, messageId });
      return { messageId };
    },
  };
}
