import { en as zodEn, zhCN as zodZh } from 'zod/locales';
import type { z } from 'zod';
import { PRICE_CURRENCIES, productInputSchema, type ProductInput } from '@/contracts/catalogue-admin';
import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import type { ConsoleLang } from '../shell/console-lang';

/**
 * The product form holds ProductInput as the operator sees it: prices as money (12.50), not minor
 * units, and empty optional numbers as undefined. productInputSchema validates the converted value
 * here exactly as the API and the importer do, so the form cannot accept what the server refuses.
 */
export type ProductFormValues = Omit<ProductInput, 'prices' | 'memberPrices' | 'priceBreaks' | 'weightGrams' | 'warrantyMonths'> & {
  prices: Record<(typeof PRICE_CURRENCIES)[number], number | null>;
  memberPrices?: Partial<Record<(typeof PRICE_CURRENCIES)[number], number | null>>;
  priceBreaks?: { minQty?: number | null; percentOff?: number | null }[];
  weightGrams?: number | null;
  warrantyMonths?: number | null;
};

export function toFormValues(product: AdminProduct): ProductFormValues {
  const { id: _id, images: _images, updatedAt: _updatedAt, prices, memberPrices, ...rest } = product;
  return {
    ...rest,
    prices: Object.fromEntries(PRICE_CURRENCIES.map((c) => [c, prices[c] / 100])) as ProductFormValues['prices'],
    memberPrices: Object.fromEntries(PRICE_CURRENCIES.map((c) => [c, memberPrices?.[c] == null ? null : memberPrices[c] / 100])),
  };
}

export const EMPTY_PRODUCT: Partial<ProductFormValues> = {
  oeNumbers: [],
  specs: [],
  fitments: [],
  unit: 'piece',
  moq: 1,
  stockStatus: 'in_stock',
  stockQty: 0,
  status: 'active',
  descriptionZh: '',
  descriptionEn: '',
  memberPrices: {},
  priceBreaks: [],
};

/** Money to minor units without float drift (12.345 is refused by the form's precision first). */
const toMinor = (value: number | null | undefined) => (value === null || value === undefined ? undefined : Math.round(value * 100));

export function toProductInput(values: ProductFormValues): unknown {
  return {
    ...values,
    prices: Object.fromEntries(PRICE_CURRENCIES.map((c) => [c, toMinor(values.prices?.[c])])),
    // The form always states the member prices and breaks: an empty one means none.
    memberPrices: Object.fromEntries(PRICE_CURRENCIES.map((c) => [c, toMinor(values.memberPrices?.[c]) ?? null])),
    priceBreaks: (values.priceBreaks ?? []).map((b) => ({ minQty: b.minQty ?? undefined, percentOff: b.percentOff ?? undefined })),
    weightGrams: values.weightGrams ?? null,
    warrantyMonths: values.warrantyMonths ?? null,
    fitments: (values.fitments ?? []).map((f) => ({ ...f, makeZh: f.makeZh ?? '', engine: f.engine || null })),
  };
}

const localeErrors = { en: zodEn().localeError, zh: zodZh().localeError };
export type FieldError = { name: (string | number)[]; errors: string[] };

/** Zod issues → antd field errors in the console's language; a contract's own keys come from `ownText`. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], lang: ConsoleLang, ownText: (key: string) => string): FieldError[] {
  return issues.map((issue) => {
    const key = issue.code === 'custom' ? (issue.params as { apiKey?: string } | undefined)?.apiKey : undefined;
    const translated = key ? ownText(key) : localeErrors[lang](issue as never);
    const message = typeof translated === 'string' ? translated : (translated?.message ?? issue.message);
    return { name: issue.path.map((p) => (typeof p === 'number' ? p : String(p))), errors: [message] };
  });
}

/** The API's field errors (`prices.USD`, `fitments.0.yearTo`) → antd field names. */
export function apiErrorsToFields(errors: ReadonlyArray<{ path: string; message: string }>): FieldError[] {
  return errors.map((e) => ({ name: e.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [e.message] }));
}

export function validateProduct(values: ProductFormValues) {
  return productInputSchema.safeParse(toProductInput(values));
}
