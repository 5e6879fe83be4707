import { toast } from 'sonner';
import { apiRequest, ApiRequestError, isSessionEnded, messageFor } from '@/client/api-request';
import { userAccount } from '@/client/user-account-store';
import type { UserInfo } from '@/contracts/accounts';
import type {
  CreatedOrder,
  MembershipPlan,
  OrderList,
  OrderStatus,
  SandboxPayResult,
  UpgradeQuote,
} from '@/contracts/membership';

/*
 * The membership and payment calls. Loaded with the upgrade dialog, the pay pages and the orders
 * list only. Types come from the contract; its zod schemas stay on the server (ADR 0010).
 */

/**
 * The spec: "an unparseable pay or plan error is only logged". An answer with no envelope (HTML from
 * a proxy, a cut connection) is logged; a refusal the server explained, or a network failure, toasts.
 */
export function reportPayError(err: unknown, signal?: AbortSignal): void {
  // A session the server refused has been toasted by the API client already.
  if (signal?.aborted || isSessionEnded(err)) return;
  if (err instanceof ApiRequestError && err.status === 0 && err.httpStatus !== null) {
    console.error('membership/pay call: unparseable answer', err.httpStatus);
    return;
  }
  toast.error(messageFor(err));
}

async function payCall<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run();
  } catch (err) {
    reportPayError(err, signal);
    throw err;
  }
}

export function fetchPlans(signal?: AbortSignal): Promise<MembershipPlan[]> {
  return payCall(() => apiRequest<MembershipPlan[]>('GET', '/api/get/level/memo', { quiet: true, signal }), signal);
}

/** What upgrading to the plan costs now (GET /api/ums/upg/quote); quiet: the dialog says when it has no price. */
export function fetchUpgradeQuote(vipId: number, signal?: AbortSignal): Promise<UpgradeQuote> {
  return apiRequest<UpgradeQuote>('GET', '/api/ums/upg/quote', { query: { vipId }, quiet: true, signal });
}

/** A purchase (or extension of the current plan): GET /api/ums/c2b?vipId&orderType=1. */
export function createOrder(vipId: number): Promise<CreatedOrder> {
  return payCall(() => apiRequest<CreatedOrder>('GET', '/api/ums/c2b', { query: { vipId, orderType: 1 }, quiet: true }));
}

/** A prorated upgrade of the active membership to a higher plan: GET /api/ums/upg?vipId. */
export function createUpgradeOrder(vipId: number): Promise<CreatedOrder> {
  return payCall(() => apiRequest<CreatedOrder>('GET', '/api/ums/upg', { query: { vipId }, quiet: true }));
}

/** Polled: errors are the caller's to report (a poll that fails once should not toast every time). */
export function fetchPayStatus(sn: string, signal?: AbortSignal): Promise<OrderStatus> {
  return apiRequest<OrderStatus>('GET', '/api/ums/c2b/pay/status', { query: { sn }, quiet: true, signal });
}

export function cancelOrder(sn: string): Promise<OrderStatus> {
  return payCall(() => apiRequest<OrderStatus>('POST', '/api/ums/c2b/cancel', { query: { sn }, quiet: true }));
}

export function listOrders(page: number, pageSize: number, signal?: AbortSignal): Promise<OrderList> {
  return payCall(
    () => apiRequest<OrderList>('GET', '/api/get/level/order', { query: { page, pageSize }, quiet: true, signal }),
    signal,
  );
}

/**
 * The sandbox cashier's buttons, with the cashier link's token: a phone that scanned the code has no
 * session, and the token is what lets it act on this one order. A session present is sent too (the
 * XSRF cookie is bound to it; the buyer's own session is heard without a token).
 */
export function sendSandboxResult(sn: string, result: 'success' | 'fail', token?: string): Promise<SandboxPayResult> {
  return payCall(() =>
    apiRequest<SandboxPayResult>('POST', `/api/pay/sandbox/${encodeURIComponent(sn)}`, {
      body: token ? { result, token } : { result },
      quiet: true,
    }),
  );
}

/**
 * GET /api/info, stored as the account's user info: the header shows the membership level from it.
 * Quiet: it refreshes in the background (after a payment), the page works without it.
 */
export async function refreshUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const info = await apiRequest<UserInfo>('GET', '/api/info', { quiet: true, signal });
  userAccount.setUserInfo(info);
  return info;
}
