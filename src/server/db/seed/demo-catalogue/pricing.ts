/**
 * One base price (USD cents) becomes four site prices. Rates are fixed demo rates, and every price
 * ends in .99 (or 9.99 / 49.99 above 100) the way retailers price, so the four lists look believable.
 */
export const DEMO_FX = { USD: 1, EUR: 0.92, AUD: 1.52, GBP: 0.79 } as const;

export type SitePrices = { priceUsd: number; priceEur: number; priceAud: number; priceGbp: number };

/** Rounds a cent amount up to a "charm" price: 7.99, 24.99, 129.99, 249.99 ... */
export function charmPrice(cents: number): number {
  const units = cents / 100;
  let step: number;
  if (units < 20) step = 1;
  else if (units < 100) step = 5;
  else if (units < 1000) step = 10;
  else step = 50;
  const rounded = Math.max(step, Math.ceil(units / step) * step);
  return rounded * 100 - 1;
}

export function sitePrices(baseUsdCents: number): SitePrices {
  return {
    priceUsd: charmPrice(baseUsdCents),
    priceEur: charmPrice(baseUsdCents * DEMO_FX.EUR),
    priceAud: charmPrice(baseUsdCents * DEMO_FX.AUD),
    priceGbp: charmPrice(baseUsdCents * DEMO_FX.GBP),
  };
}
