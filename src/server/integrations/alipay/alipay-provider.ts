import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { now } from '@/server/clock';
import type { PaymentOrderFacts, PaymentProvider } from '@/server/payments/provider';
import { fenToYuan } from './alipay-amount';
import type { AlipayConfig } from './alipay-config';
import { AlipayGatewayError } from './alipay-gateway-error';
import { privateKeyPkcs8Pem, publicKeySpkiPem } from './alipay-keys';
import { verifyAlipayNotification } from './alipay-notification';
import { beijingTimestamp } from './alipay-time';

const PRECREATE = 'alipay.trade.precreate';
/** Alipay accepts 1m … 15d for timeout_express. */
const MAX_MINUTES = 15 * 24 * 60;
/** out_trade_no: at most 64 letters, digits and underscores. */
const OUT_TRADE_NO = /^[A-Za-z0-9_]{1,64}$/;
/** subject is String(256). */
const SUBJECT_MAX = 256;

function alipayError(code: string, message: string, retryable: boolean, cause?: unknown): AlipayGatewayError {
  return new AlipayGatewayError(code, message, { retryable, cause });
}

/** Alipay's own code/sub_code/sub_msg from a (signature-checked or failing) answer body, for messages only. */
function describeAnswer(raw: string | undefined): string {
  if (!raw) return '';
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const inner = (parsed[`${PRECREATE.replaceAll('.', '_')}_response`] ?? parsed.error_response) as
      Record<string, unknown> | undefined;
    if (!inner || typeof inner !== 'object') return '';
    return ['code', 'msg', 'sub_code', 'sub_msg']
      .map((key) => inner[key])
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .join(' ')
      .slice(0, 300);
  } catch {
    return '';
  }
}

/**
 * Alipay face-to-face payment (当面付), QR flavour: `alipay.trade.precreate` returns `qr_code`, the string
 * the buyer scans with the Alipay app; it becomes our pay_url. Requests are signed and answers verified by
 * the official alipay-sdk (`exec` with validateSign); the asynchronous notification is verified here
 * (alipay-notification.ts, see docs/decisions/0025-alipay-gateway.md for why not with the SDK).
 */
export function createAlipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: privateKeyPkcs8Pem(config.privateKey),
    keyType: 'PKCS8',
    alipayPublicKey: publicKeySpkiPem(config.alipayPublicKey),
    signType: 'RSA2',
    gateway: config.gateway,
    timeout: config.timeoutMs ?? 10_000,
    camelcase: false,
  });

  async function precreate(bizContent: Record<string, string>): Promise<AlipaySdkCommonResult> {
    try {
      return await sdk.exec(
        PRECREATE,
        {
          notify_url: config.notifyUrl,
          // The SDK would stamp the server's local time; Alipay reads the timestamp as Beijing time.
          timestamp: beijingTimestamp(new Date()),
          bizContent,
        },
        { validateSign: true },
      );
    } catch (err) {
      if (err instanceof AlipayRequestError) {
        const answer = describeAnswer(err.responseDataRaw);
        if (err.message.startsWith('HTTP')) {
          const status = /status: (\d+)/.exec(err.message)?.[1] ?? '?';
          throw alipayError('http', `Alipay gateway answered HTTP ${status}`, true, err);
        }
        if (err.message.startsWith('HttpClient')) {
          throw alipayError('network', `Alipay gateway unreachable: ${err.message.slice(0, 200)}`, true, err);
        }
        if (err.message.startsWith('验签失败')) {
          throw alipayError(
            'bad-answer-signature',
            `Alipay's answer failed the signature check with ALIPAY_PUBLIC_KEY${answer ? ` (unverified: ${answer})` : ''}`,
            false,
            err,
          );
        }
        throw alipayError(
          'malformed-answer',
          `Alipay's answer could not be read${answer ? ` (${answer})` : ''}`,
          true,
          err,
        );
      }
      // The SDK verifies `sign` without checking it is there: a missing one surfaces as a TypeError.
      throw alipayError('unsigned-answer', "Alipay's answer carried no signature; refused", false, err);
    }
  }

  return {
    name: 'alipay',

    async createPayment(order: PaymentOrderFacts) {
      if (!OUT_TRADE_NO.test(order.orderSn)) {
        throw alipayError(
          'invalid-order',
          'order number must be 1–64 letters, digits or underscores for Alipay',
          false,
        );
      }
      if (order.currency !== 'CNY')
        throw alipayError('invalid-order', `Alipay face-to-face takes CNY, not ${order.currency}`, false);
      if (!Number.isSafeInteger(order.amountFen) || order.amountFen < 1) {
        throw alipayError('invalid-order', 'amount must be at least 1 fen', false);
      }
      // Whole minutes left, rounded down, so Alipay closes the trade no later than our order stops being payable.
      const minutes = Math.min(
        MAX_MINUTES,
        Math.floor((order.payExpiresAt.getTime() - now().getTime()) / 60_000),
      );
      if (minutes < 1) throw alipayError('expired', 'the order stops being payable within a minute', false);
      const expiry = `${minutes}m`;
      const totalAmount = fenToYuan(order.amountFen);
      const data = await precreate({
        out_trade_no: order.orderSn,
        total_amount: totalAmount,
        subject: [...order.subject].slice(0, SUBJECT_MAX).join(''),
        product_code: 'FACE_TO_FACE_PAYMENT',
        // timeout_express runs from the moment the trade exists (the buyer's scan); qr_code_timeout_express
        // from now: together the code cannot be scanned, nor paid, long after the order expired.
        timeout_express: expiry,
        qr_code_timeout_express: expiry,
      });
      const code = typeof data.code === 'string' ? data.code : '';
      if (code !== '10000') {
        const detail = [data.code, data.msg, data.sub_code, data.sub_msg]
          .filter((v) => typeof v === 'string' && v)
          .join(' ');
        // 20000 = service temporarily unavailable; 40004 business failures and 40002 bad arguments are final.
        throw alipayError(
          [code, data.sub_code].filter(Boolean).join(' ') || 'no-code',
          `Alipay refused precreate: ${detail || 'no code'}`,
          code === '20000',
        );
      }
      if (data.out_trade_no !== order.orderSn) {
        throw alipayError('mismatched-answer', "Alipay's answer names another order", false);
      }
      if (typeof data.qr_code !== 'string' || !/^https:\/\/\S+$/.test(data.qr_code)) {
        throw alipayError('malformed-answer', "Alipay's answer has no usable qr_code", false);
      }
      return { payUrl: data.qr_code };
    },

    async verifyNotification(rawBody: Uint8Array, headers: Headers) {
      return verifyAlipayNotification(rawBody, headers, config);
    },

    acknowledgement() {
      return { body: 'success', contentType: 'text/plain; charset=utf-8' };
    },

    rejection() {
      // Anything but the plain text "success" makes Alipay send again (4m, 10m, 10m, 1h, 2h, 6h, 15h), whatever the
      // status; 400 like the sandbox's refusals, "fail" as Alipay's documentation writes it.
      return { status: 400, body: 'fail', contentType: 'text/plain; charset=utf-8' };
    },
  };
}
