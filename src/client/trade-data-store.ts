import { useMemo, useSyncExternalStore } from 'react';
// The constant from the zod-free file: this store is on every catalogue page (zod would probe eval under the CSP).
import { TRADE_DATA_MAX_SKUS } from '@/contracts/catalog-constants';
import type { TradeData, TradeItem } from '@/contracts/entitlements';
import { on } from './event-bus';
import { userAccountStore } from './user-account-store';

/*
 * The signed-in buyer's trade data for the products on the page (docs/decisions/0067). Catalogue pages
 * are cached for everyone and carry only what visitors see; every island that shows a price, a stock
 * count or OE numbers names its SKU here, and the SKUs named in one render are asked for in one call
 * (GET /api/products/trade), again after a sign-in or a change of region, dropped on sign-out.
 * Visitors never call.
 */

export type PageTrade = Omit<TradeData, 'items'>;

let items = new Map<string, TradeItem>();
let page: PageTrade | null = null;
/** SKUs asked for (or being asked for) under the current token. */
const asked = new Set<string>();
/** SKUs whose answer came (present in `items` or left out by the server). */
const answered = new Set<string>();
const wanted = new Set<string>();
let loadedFor: string | null = null;
let scheduled = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

const calls = () => import('./trade-data-calls');

function flush(): void {
  scheduled = false;
  const { token } = userAccountStore.getState();
  if (!token) return;
  if (token !== loadedFor) {
    loadedFor = token;
    asked.clear();
    answered.clear();
  }
  const skus = [...wanted].filter((sku) => !asked.has(sku));
  for (let i = 0; i < skus.length; i += TRADE_DATA_MAX_SKUS) {
    const batch = skus.slice(i, i + TRADE_DATA_MAX_SKUS);
    for (const sku of batch) asked.add(sku);
    calls()
      .then((c) => c.fetchTradeData(batch))
      .then(
        (data) => {
          if (loadedFor !== token) return;
          items = new Map(items);
          for (const item of data.items) items.set(item.skuCode, item);
          for (const sku of batch) answered.add(sku);
          const { items: _ignored, ...rest } = data;
          page = rest;
          notify();
        },
        () => {
          if (loadedFor === token) for (const sku of batch) asked.delete(sku); // a later island may try again
        },
      );
  }
}

function schedule(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  queueMicrotask(flush);
}

/** Forgets every answer and asks again for the SKUs the page named (a new session or site). */
function askAgain(): void {
  loadedFor = null;
  items = new Map();
  answered.clear();
  page = null;
  schedule();
  notify();
}

if (typeof window !== 'undefined') {
  on('login:ok', askAgain);
  // Prices are per site currency: another region asks again for every SKU on the page.
  on('region:update', () => {
    if (loadedFor !== null) askAgain();
  });
  on('logout:ok', () => {
    loadedFor = null;
    asked.clear();
    answered.clear();
    items = new Map();
    page = null;
    notify();
  });
}

function subscribeFor(sku: string | null) {
  return (listener: () => void) => {
    listeners.add(listener);
    if (sku) {
      wanted.add(sku);
      schedule();
    }
    return () => {
      listeners.delete(listener);
    };
  };
}

function itemSnapshot(sku: string): TradeItem | null | undefined {
  if (!answered.has(sku)) return undefined;
  return items.get(sku) ?? null;
}

/**
 * The trade data of one product for the signed-in buyer: undefined while unknown (a visitor, during
 * hydration, or before the answer), null when the server left the SKU out.
 */
export function useTradeItem(sku: string): TradeItem | null | undefined {
  const subscribe = useMemo(() => subscribeFor(sku), [sku]);
  return useSyncExternalStore(subscribe, () => itemSnapshot(sku), () => undefined);
}

const subscribePage = subscribeFor(null);

/** What the page may offer the buyer besides prices (fitment export, price history); null until known. */
export function usePageTrade(): PageTrade | null {
  return useSyncExternalStore(subscribePage, () => page, () => null);
}
