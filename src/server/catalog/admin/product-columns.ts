import type { ProductInput } from '@/contracts/catalogue-admin';
import type { ProductRow } from '../../db/schema';

/**
 * The products-table columns an operator's product input sets (all but the SKU, the search terms and
 * the timestamps), one mapping for both writers: the console's saveProduct and the importer's bulk
 * batches — so a field added to the contract cannot reach one and not the other.
 */
export function productColumns(p: ProductInput, categoryId: number) {
  return {
    categoryId,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    brand: p.brand,
    partNumber: p.partNumber,
    oeNumbers: p.oeNumbers,
    specs: p.specs,
    descriptionZh: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    unit: p.unit,
    moq: p.moq,
    priceUsd: p.prices.USD,
    priceEur: p.prices.EUR,
    priceAud: p.prices.AUD,
    priceGbp: p.prices.GBP,
    // Left out when the input has none (a file without those columns): the stored ones stay.
    ...(p.memberPrices && {
      memberPriceUsd: p.memberPrices.USD,
      memberPriceEur: p.memberPrices.EUR,
      memberPriceAud: p.memberPrices.AUD,
      memberPriceGbp: p.memberPrices.GBP,
    }),
    ...(p.priceBreaks && { priceBreaks: p.priceBreaks }),
    stockStatus: p.stockStatus,
    stockQty: p.stockQty,
    weightGrams: p.weightGrams,
    warrantyMonths: p.warrantyMonths,
    status: p.status,
  };
}

/**
 * The other way: a stored product row as an operator's input, but for its fitments (which live in
 * their own table) — what the console's edit form, the import's comparison and the export read.
 */
export function productRowAsInput(p: ProductRow, cid: string) {
  return {
    skuCode: p.skuCode,
    cid,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    brand: p.brand,
    partNumber: p.partNumber,
    oeNumbers: p.oeNumbers,
    descriptionZh: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    specs: p.specs,
    unit: p.unit,
    moq: p.moq,
    prices: { USD: p.priceUsd, EUR: p.priceEur, AUD: p.priceAud, GBP: p.priceGbp },
    memberPrices: { USD: p.memberPriceUsd, EUR: p.memberPriceEur, AUD: p.memberPriceAud, GBP: p.memberPriceGbp },
    priceBreaks: p.priceBreaks.map((b) => ({ minQty: b.minQty, percentOff: b.percentOff })),
    stockStatus: p.stockStatus,
    stockQty: p.stockQty,
    weightGrams: p.weightGrams,
    warrantyMonths: p.warrantyMonths,
    status: p.status,
  };
}
