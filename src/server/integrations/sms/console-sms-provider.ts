import crypto from 'node:crypto';
import { logLine } from '@/server/notifications/log-line';
import { maskMobile } from '@/server/security/mask-mobile';
import type { SmsProvider } from './sms-provider';

/**
 * The development carrier: prints one JSON line with the masked mobile and the full text, code
 * included — the one place a code is readable by anyone but its owner's phone (staff views mask it,
 * ADR 0062) — and sends nothing anywhere. At level warn: nothing reached a phone, which a server
 * that should be sending SMS must show even at LOG_LEVEL=warn (and the browser tests read the code here).
 */
export function createConsoleSmsProvider(): SmsProvider {
  return {
    name: 'console',
    keepsCodeReadable: true,
    async send({ to, text, template }) {
      const messageId = `console-${crypto.randomUUID()}`;
      logLine('warn', 'sms.console', { to: maskMobile(to), template, text, messageId });
      return { messageId };
    },
  };
}
