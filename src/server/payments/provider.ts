/*
 * The one interface every payment provider implements (docs/decisions/0023-payments.md). The sandbox
 * (src/server/payments/sandbox) and Alipay (src/server/integrations/alipay) adapters implement it;
 * src/server/payments/select-provider.ts picks one by PAY_PROVIDER. Nothing outside a provider knows a
 * gateway's wire format: handle-payment-notification.ts sees only VerifiedNotification.
 */

export type PaymentOrderFacts = { orderSn: string; amountFen: number; currency: 'CNY'; subject: string; payExpiresAt: Date };

export type VerifiedNotification = {
  orderSn: string;
  providerTradeNo: string;
  amountFen: number;
  currency: string;
  outcome: 'success' | 'fail' | 'pending' | 'closed';
  /** the gateway's notification id or time, for logging replays */
  notifyId: string;
};

export type NotificationCheck = { ok: true; notification: VerifiedNotification } | { ok: false; reason: 'bad-signature' | 'malformed' };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay';
  createPayment(order: PaymentOrderFacts): Promise<{ payUrl: string }>;
  /** Checks the signature over the raw body BEFORE parsing anything else out of it. */
  verifyNotification(rawBody: Uint8Array, headers: Headers): Promise<NotificationCheck>;
  /** What the gateway expects back once the notification is committed (Alipay: text "success"). */
  acknowledgement(): { body: string; contentType: string };
  /** What the gateway expects when we could not process it and want a retry (non-2xx or "fail"). */
  rejection(): { status: number; body: string; contentType: string };
}

export type PaymentProviderName = PaymentProvider['name'];
