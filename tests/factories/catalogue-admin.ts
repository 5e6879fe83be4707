import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@/contracts/catalogue-admin';

/** A complete, valid product body for the console's save routes (override what a test is about). */
export function productBody(cid: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    skuCode: `CE-${randomUUID().slice(0, 8).toUpperCase()}`,
    cid,
    titleZh: '陶瓷刹车片 前轮',
    titleEn: 'Ceramic Brake Pads Front',
    brand: 'Bosch',
    partNumber: `0 986 ${Math.floor(Math.random() * 900_000 + 100_000)}`,
    oeNumbers: ['04465-33450'],
    descriptionZh: '低粉尘。',
    descriptionEn: 'Low dust.',
    specs: [{ keyZh: '位置', keyEn: 'Position', valueZh: '前轮', valueEn: 'Front' }],
    unit: 'set',
    moq: 2,
    prices: { USD: 2599, EUR: 2399, AUD: 3999, GBP: 2099 },
    memberPrices: { USD: null, EUR: null, AUD: null, GBP: null },
    priceBreaks: [],
    stockStatus: 'in_stock',
    stockQty: 120,
    weightGrams: 1800,
    warrantyMonths: 12,
    status: 'active',
    fitments: [{ make: 'Toyota', makeZh: '丰田', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L' }],
    ...overrides,
  };
}
