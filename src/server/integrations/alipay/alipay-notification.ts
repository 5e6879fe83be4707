import type { KeyObject } from 'node:crypto';
import type { NotificationCheck, VerifiedNotification } from '@/server/payments/provider';
import { yuanToFen } from './alipay-amount';
import { NOTIFICATION_EXCLUDED, alipaySignContent, rsa2Verify } from './alipay-signature';

/**
 * Alipay's asynchronous notification (异步通知, notify_type=trade_status_sync): an
 * `application/x-www-form-urlencoded; charset=utf-8` POST whose fields are signed with Alipay's private
 * key. Order of checks: decode the bytes strictly → check the signature over every field but sign and
 * sign_type → only then read any field (app_id, order number, amount, status).
 */

const OUTCOMES: Record<string, VerifiedNotification['outcome']> = {
  TRADE_SUCCESS: 'success',
  TRADE_FINISHED: 'success',
  TRADE_CLOSED: 'closed',
  WAIT_BUYER_PAY: 'pending',
};

const MALFORMED: NotificationCheck = { ok: false, reason: 'malformed' };
const BAD_SIGNATURE: NotificationCheck = { ok: false, reason: 'bad-signature' };

function isUtf8Label(label: string): boolean {
  return /^utf-?8$/i.test(label.trim().replace(/^"|"$/g, ''));
}

/**
 * Strict form decoding: valid UTF-8 only (a GBK body fails here instead of being read as mojibake),
 * `+` as space, every key at most once. Null when the body is not such a form.
 */
export function parseUtf8Form(rawBody: Uint8Array): Record<string, string> | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(rawBody);
  } catch {
    return null;
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!text) return null;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return null; // a broken %-escape, or bytes that are not UTF-8 (GBK sent under a UTF-8 label)
    }
    if (!key || Object.prototype.hasOwnProperty.call(fields, key)) return null;
    fields[key] = value;
  }
  return fields;
}

export function verifyAlipayNotification(
  rawBody: Uint8Array,
  headers: Headers,
  expected: { appId: string; alipayPublicKey: KeyObject },
): NotificationCheck {
  const contentType = headers.get('content-type');
  if (contentType !== null) {
    const [mediaType, ...parameters] = contentType.split(';');
    if (mediaType!.trim().toLowerCase() !== 'application/x-www-form-urlencoded') return MALFORMED;
    for (const parameter of parameters) {
      const [name, value = ''] = parameter.split('=');
      if (name!.trim().toLowerCase() === 'charset' && !isUtf8Label(value)) return MALFORMED;
    }
  }
  const fields = parseUtf8Form(rawBody);
  if (!fields) return MALFORMED;
  // Alipay names the charset it encoded the form in; only UTF-8 is configured for our application.
  if (fields.charset !== undefined && !isUtf8Label(fields.charset)) return MALFORMED;

  const signature = fields.sign;
  if (!signature) return BAD_SIGNATURE;
  if (fields.sign_type !== undefined && fields.sign_type !== 'RSA2') return BAD_SIGNATURE;
  if (!rsa2Verify(alipaySignContent(fields, NOTIFICATION_EXCLUDED), signature, expected.alipayPublicKey)) {
    return BAD_SIGNATURE;
  }

  // Signed by Alipay from here on; now the fields may be read.
  if (fields.app_id !== expected.appId) return MALFORMED; // Alipay's, but for another application
  if (fields.notify_type !== undefined && fields.notify_type !== 'trade_status_sync') return MALFORMED;
  const outcome = OUTCOMES[fields.trade_status ?? ''];
  const amountFen = yuanToFen(fields.total_amount ?? '');
  const orderSn = fields.out_trade_no ?? '';
  const providerTradeNo = fields.trade_no ?? '';
  const notifyId = fields.notify_id || fields.notify_time || '';
  if (!outcome || amountFen === null || !orderSn || !providerTradeNo || !notifyId) return MALFORMED;
  return {
    ok: true,
    notification: { orderSn, providerTradeNo, amountFen, currency: 'CNY', outcome, notifyId },
  };
}
