import type { CreatedOrder, OrderStatus } from '@/contracts/membership';
import { MEMBERSHIP_ORDER_SN_PATTERN } from '@/contracts/membership-constants';

/*
 * The /pay page's query (payUrl encoded, title, createTime, expiration, fee, orderType, sn,
 * vipId). The page shows these only until the pay-status call answers: amounts, plan and buyer
 * come from the server's record, never from a URL someone could have edited.
 */
export type PayQuery = {
  sn: string;
  payUrl?: string;
  title?: string;
  createTime?: string;
  expiration?: string;
  fee?: string;
  orderType?: string;
  vipId?: string;
};

/** Order numbers the server hands out; anything else is not looked up. */
export const ORDER_SN_PATTERN = MEMBERSHIP_ORDER_SN_PATTERN;

/** The locale-free /pay href for a new order (URLSearchParams percent-encodes payUrl). */
export type PayableOrder = Pick<
  CreatedOrder | OrderStatus,
  'pay_url' | 'title' | 'order_datetime' | 'expiration_date' | 'fee' | 'order_type' | 'order_sn'
>;

export function payPageHref(order: PayableOrder, vipId?: number): string {
  const params = new URLSearchParams({
    payUrl: order.pay_url,
    title: order.title,
    createTime: order.order_datetime,
    expiration: order.expiration_date,
    fee: String(order.fee),
    orderType: String(order.order_type),
    sn: order.order_sn,
  });
  if (vipId !== undefined) params.set('vipId', String(vipId));
  return `/pay?${params.toString()}`;
}

/** The query of /pay or /payCallback; null without a well-formed order number. */
export function readPayQuery(search: string): PayQuery | null {
  const params = new URLSearchParams(search);
  const sn = params.get('sn')?.trim().toUpperCase() ?? '';
  if (!ORDER_SN_PATTERN.test(sn)) return null;
  const get = (key: string) => params.get(key) ?? undefined;
  return {
    sn,
    payUrl: get('payUrl'),
    title: get('title'),
    createTime: get('createTime'),
    expiration: get('expiration'),
    fee: get('fee'),
    orderType: get('orderType'),
    vipId: get('vipId'),
  };
}

/** The pay URL as something a phone can open: a path of ours becomes absolute on this origin. */
export function absolutePayUrl(payUrl: string, origin: string): string | null {
  try {
    const url = new URL(payUrl, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
