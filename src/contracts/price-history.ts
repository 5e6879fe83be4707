import { z } from 'zod';

/*
 * A product's price history for members whose plan grants it (docs/decisions/0067-member-entitlements.md):
 * every change of the reference or member price in the last months, per currency, whatever made it.
 */

/** How far back the history goes. */
export const PRICE_HISTORY_MONTHS = 12;

const currencySchema = z.enum(['USD', 'EUR', 'AUD', 'GBP']);

/** The prices in force from one instant on, in minor units. */
export const priceHistoryPointSchema = z.object({
  changedAt: z.string().meta({ description: 'ISO 8601', example: '2026-09-01T06:30:00.000Z' }),
  /** The reference price (what approved buyers see). */
  price: z.number().int().meta({ example: 2599 }),
  /** What a member pays: the member price, or the reference price where the product has none. */
  memberPrice: z.number().int().meta({ example: 2299 }),
});
export type PriceHistoryPoint = z.infer<typeof priceHistoryPointSchema>;

export const priceHistorySeriesSchema = z.object({
  currency: currencySchema,
  /** The prices in force when the window opened (`changedAt` is the window's start). */
  start: priceHistoryPointSchema,
  /** Each change inside the window, oldest first; empty when the price did not move. */
  points: z.array(priceHistoryPointSchema),
});

export const priceHistorySchema = z.object({
  skuCode: z.string().meta({ example: 'PM-1003-000123' }),
  /** The window: the last PRICE_HISTORY_MONTHS months up to now. */
  from: z.string().meta({ description: 'ISO 8601' }),
  to: z.string().meta({ description: 'ISO 8601' }),
  /** One series per currency the store sells in, in the order USD, EUR, AUD, GBP. */
  currencies: z.array(priceHistorySeriesSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
