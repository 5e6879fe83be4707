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

export type MemberPrices = {
  memberPriceUsd: number | null;
  memberPriceEur: number | null;
  memberPriceAud: number | null;
  memberPriceGbp: number | null;
  priceBreaks: { minQty: number; percentOff: number }[];
};

/**
 * Member prices for every third demo product (the others keep the reference price for members): 8 % off
 * the base, charm-rounded, never above the reference price, with two quantity breaks from multiples of
 * the MOQ. Derived from the index, not the rng, so the rest of the demo catalogue is unchanged. Every
 * row names every column (a bulk insert takes a column's default only when the whole batch omits it).
 */
export function demoMemberPrices(baseUsdCents: number, index: number, moq: number): MemberPrices {
  if (index % 3 !== 0)
    return { memberPriceUsd: null, memberPriceEur: null, memberPriceAud: null, memberPriceGbp: null, priceBreaks: [] };
  const reference = sitePrices(baseUsdCents);
  const member = sitePrices(baseUsdCents * 0.92);
  const below = (m: number, r: number) => (m < r ? m : Math.max(1, r - 100));
  return {
    memberPriceUsd: below(member.priceUsd, reference.priceUsd),
    memberPriceEur: below(member.priceEur, reference.priceEur),
    memberPriceAud: below(member.priceAud, reference.priceAud),
    memberPriceGbp: below(member.priceGbp, reference.priceGbp),
    priceBreaks: [
      { minQty: moq * 10, percentOff: 5 },
      { minQty: moq * 50, percentOff: 10 },
    ],
  };
}
