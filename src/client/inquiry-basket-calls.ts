import type { Basket, BasketLine, BasketLineBody } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { apiRequest } from './api-request';
import { inquiryBasketStore } from './inquiry-basket-store';
import { isSignedIn, userAccountStore } from './user-account-store';

/*
 * The inquiry basket's API calls. Each answer is the whole basket after the change, which replaces
 * the shared store, so the header's count and any open basket view follow at once. Imported lazily
 * (it pulls the API client and its toasts): islands load it on a click or once a buyer is signed in.
 */

const BASE = '/api/inquiry/basket';
let inFlight: Promise<Basket> | null = null;

function keep(basket: Basket): Basket {
  inquiryBasketStore.setState(basket);
  return basket;
}

/** GET the basket (one request at a time, however many islands ask); `quiet` for background loads. */
export function loadBasket(options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<Basket> {
  inFlight ??= apiRequest<Basket>('GET', BASE, { quiet: options.quiet, signal: options.signal })
    .then(keep)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The basket the store holds, or a fresh one when it holds none yet. */
export async function currentBasket(): Promise<Basket> {
  return inquiryBasketStore.getState() ?? loadBasket();
}

export function putBasketLine(skuCode: string, body: BasketLineBody, quiet = false): Promise<Basket> {
  return apiRequest<Basket>('PUT', `${BASE}/${encodeURIComponent(skuCode)}`, { body, quiet }).then(keep);
}

export function removeBasketLine(skuCode: string): Promise<Basket> {
  return apiRequest<Basket>('DELETE', `${BASE}/${encodeURIComponent(skuCode)}`).then(keep);
}

export function emptyBasket(): Promise<Basket> {
  return apiRequest<Basket>('DELETE', BASE).then(keep);
}

/** A line's editable fields as the PUT takes them. */
export function lineBody(line: BasketLine, patch: Partial<BasketLineBody> = {}): BasketLineBody {
  return {
    quantity: line.quantity,
    targetUnitPrice: line.targetUnitPrice,
    neededBy: line.neededBy,
    note: line.note,
    ...patch,
  };
}

export type AddOutcome = 'added' | 'updated' | 'already';

/**
 * "Add to inquiry" from a product page or card. A product already in the basket keeps its target
 * price, date and note (the PUT replaces the whole line); `keepQuantity` (cards) leaves its
 * quantity too, so a second click never undoes what the buyer set on the basket page.
 */
export async function addToInquiryBasket(
  skuCode: string,
  quantity: number,
  options: { keepQuantity?: boolean } = {},
): Promise<AddOutcome> {
  const basket = await currentBasket();
  const existing = basket.lines.find((line) => line.skuCode === skuCode);
  if (existing && (options.keepQuantity || existing.quantity === quantity)) return 'already';
  await putBasketLine(skuCode, existing ? lineBody(existing, { quantity }) : { quantity });
  return existing ? 'updated' : 'added';
}

/**
 * A part picked from a pasted list: added to a line the basket already holds, as the list's own
 * lines are by default (nothing the buyer typed is lost), capped at the largest quantity. Answers the
 * line's quantity now, for the buyer to see.
 */
export async function addListQuantityToBasket(
  skuCode: string,
  quantity: number,
): Promise<{ outcome: Exclude<AddOutcome, 'already'>; quantity: number }> {
  const basket = await currentBasket();
  const existing = basket.lines.find((line) => line.skuCode === skuCode);
  if (!existing) {
    await putBasketLine(skuCode, { quantity });
    return { outcome: 'added', quantity };
  }
  const total = Math.min(existing.quantity + quantity, INQUIRY_LIMITS.maxQuantity);
  await putBasketLine(skuCode, lineBody(existing, { quantity: total }));
  return { outcome: 'updated', quantity: total };
}

/** Keeps the store in step with the session: loads for a buyer, forgets on sign-out. */
export function syncBasketWithSession(): void {
  if (isSignedIn(userAccountStore.getState())) loadBasket({ quiet: true }).catch(() => undefined);
  else inquiryBasketStore.setState(null);
}
