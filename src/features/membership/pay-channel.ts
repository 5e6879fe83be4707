/*
 * The pay tab tells the tab it was opened from (and any other tab of the store) that an order
 * reached its end, so their headers can show the new membership level at once. BroadcastChannel
 * where the browser has it; otherwise the other tabs refresh when they come back into view.
 */
const CHANNEL = 'partsmall-membership';

export type PayMessage = { type: 'order-finished'; sn: string; state: string };

export function announceOrderFinished(sn: string, state: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'order-finished', sn, state } satisfies PayMessage);
  channel.close();
}

/** Calls `onMessage` for every announcement; returns the unsubscribe function. */
export function listenOrderFinished(onMessage: (message: PayMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<PayMessage> | null;
    if (data?.type === 'order-finished' && typeof data.sn === 'string') onMessage(data as PayMessage);
  };
  return () => channel.close();
}
