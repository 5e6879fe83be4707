import { sandboxNotificationSchema, SANDBOX_SIGNATURE_HEADER } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import type { NotificationCheck, PaymentOrderFacts, PaymentProvider } from '../provider';
import { cashierLinkToken, withCashierToken } from './cashier-link';
import { sandboxSecret } from './sandbox-secret';
import { sandboxSignatureValid } from './sandbox-signature';

/** The sandbox cashier page of an order, in the buyer's language (zh has no prefix). */
export function sandboxCashierUrl(baseUrl: string, lang: Lang, orderSn: string): string {
  return `${baseUrl}${lang === 'zh' ? '' : `/${lang}`}/pay/sandbox/${encodeURIComponent(orderSn)}`;
}

/**
 * The test provider: our own cashier page stands in for the gateway's QR code, and "paying" there
 * makes the sandbox gateway send a signed notification through the outbox exactly as a gateway would
 * (docs/decisions/0023-payments.md). Its acknowledgement is the text `success`, like Alipay's.
 */
export function createSandboxProvider(options: { baseUrl: string; lang: Lang; secret?: () => Promise<string> }): PaymentProvider {
  const secret = options.secret ?? sandboxSecret;
  return {
    name: 'sandbox',
    async createPayment(order: PaymentOrderFacts) {
      // The link carries the right to press Pay or Fail for this order until it expires (ADR 0060).
      const token = cashierLinkToken(await secret(), order.orderSn, order.payExpiresAt);
      return { payUrl: withCashierToken(sandboxCashierUrl(options.baseUrl, options.lang, order.orderSn), token) };
    },
    async verifyNotification(rawBody: Uint8Array, headers: Headers): Promise<NotificationCheck> {
      // The signature first: nothing of an unsigned body is parsed, logged or trusted.
      if (!sandboxSignatureValid(await secret(), rawBody, headers.get(SANDBOX_SIGNATURE_HEADER))) {
        return { ok: false, reason: 'bad-signature' };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const body = sandboxNotificationSchema.safeParse(parsed);
      if (!body.success) return { ok: false, reason: 'malformed' };
      const n = body.data;
      return {
        ok: true,
        notification: {
          orderSn: n.order_sn,
          providerTradeNo: n.trade_no,
          amountFen: n.amount_fen,
          currency: n.currency,
          outcome: n.outcome,
          notifyId: n.notify_id,
        },
      };
    },
    acknowledgement: () => ({ body: 'success', contentType: 'text/plain; charset=utf-8' }),
    rejection: () => ({ status: 400, body: 'fail', contentType: 'text/plain; charset=utf-8' }),
  };
}
