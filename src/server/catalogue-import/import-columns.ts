import { PRICE_CURRENCIES, type PriceCurrency, type ProductInput } from '@/contracts/catalogue-admin';
import { decodeList, decodeNumbers, encodeList, encodeNumbers } from './list-encoding';

/*
 * The flat row of a catalogue file, one column per field of productInputSchema (ADR 0050). A column is
 * known by its machine key (`sku`, `price_usd`…): the header cell is "<translated title> [key]" or the
 * bare key, so the columns may come in any order and in either language.
 */

export const IMPORT_COLUMNS = [
  'sku',
  'category',
  'title_zh',
  'title_en',
  'brand',
  'part_number',
  'oe_numbers',
  'description_zh',
  'description_en',
  'specs',
  'unit',
  'moq',
  ...PRICE_CURRENCIES.map((c) => `price_${c.toLowerCase()}` as `price_${Lowercase<PriceCurrency>}`),
  ...PRICE_CURRENCIES.map((c) => `member_price_${c.toLowerCase()}` as `member_price_${Lowercase<PriceCurrency>}`),
  'price_breaks',
  'stock_status',
  'stock_qty',
  'weight_g',
  'warranty_months',
  'status',
  'fitments',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Columns a file may leave out (files made before they existed): without them, the stored member
 * prices and breaks stay as they are. With them, an empty cell means none.
 */
export const OPTIONAL_COLUMNS: ReadonlySet<ImportColumn> = new Set([
  ...PRICE_CURRENCIES.map((c) => `member_price_${c.toLowerCase()}` as ImportColumn),
  'price_breaks',
]);

/** Which column reports a problem at a path of productInputSchema. */
export const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  skuCode: 'sku',
  cid: 'category',
  titleZh: 'title_zh',
  titleEn: 'title_en',
  brand: 'brand',
  partNumber: 'part_number',
  oeNumbers: 'oe_numbers',
  descriptionZh: 'description_zh',
  descriptionEn: 'description_en',
  specs: 'specs',
  unit: 'unit',
  moq: 'moq',
  stockStatus: 'stock_status',
  stockQty: 'stock_qty',
  weightGrams: 'weight_g',
  warrantyMonths: 'warranty_months',
  status: 'status',
  fitments: 'fitments',
  priceBreaks: 'price_breaks',
};

export type FlatRow = Partial<Record<ImportColumn, string>>;
/** A cell that could not become a value of its field (a number column holding text…). */
export type CellProblem = { column: ImportColumn; reason: 'notNumber' | 'listItem'; item?: number };

/** Money with up to two decimals → minor units; a whole number stays a number for zod to judge. */
function money(text: string): number | undefined | 'bad' {
  if (text === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'bad';
  return Math.round(Number(text) * 100);
}

function integer(text: string): number | undefined | 'bad' {
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : 'bad';
}

/** A quantity break as the file writes it: `10:5` = from 10 units, 5 % off (a trailing % is allowed). */
const BREAK = /^(\d+)\s*:\s*(\d+)\s*%?$/;

const YEARS = /^(\d{4})\s*[-–]\s*(\d{4})$/;

/**
 * A flat row as productInputSchema's input (validated by the caller, with that schema only). Cells that
 * cannot even be read as their kind (letters in a price, a fitment without its five parts) are problems
 * of their own, since zod would only see `undefined` there.
 */
export function rowToInput(row: FlatRow): { input: Record<string, unknown>; problems: CellProblem[] } {
  const cell = (c: ImportColumn) => (row[c] ?? '').trim();
  const problems: CellProblem[] = [];
  const num = (c: ImportColumn, read: (t: string) => number | undefined | 'bad') => {
    const value = read(cell(c));
    if (value === 'bad') problems.push({ column: c, reason: 'notNumber' });
    return value === 'bad' ? undefined : value;
  };
  const prices: Record<string, number | undefined> = {};
  for (const currency of PRICE_CURRENCIES) prices[currency] = num(`price_${currency.toLowerCase()}` as ImportColumn, money);
  const memberColumn = (currency: PriceCurrency) => `member_price_${currency.toLowerCase()}` as ImportColumn;
  const memberPrices = PRICE_CURRENCIES.some((c) => row[memberColumn(c)] !== undefined)
    ? Object.fromEntries(PRICE_CURRENCIES.map((c) => [c, num(memberColumn(c), money) ?? null]))
    : undefined;
  const priceBreaks =
    row.price_breaks === undefined
      ? undefined
      : decodeList(row.price_breaks).map((parts, i) => {
          const found = parts.length === 1 ? BREAK.exec(parts[0]!) : null;
          if (!found) problems.push({ column: 'price_breaks', reason: 'listItem', item: i + 1 });
          return { minQty: found ? Number(found[1]) : undefined, percentOff: found ? Number(found[2]) : undefined };
        });

  const specs = decodeList(row.specs ?? '').map((parts, i) => {
    if (parts.length !== 4) problems.push({ column: 'specs', reason: 'listItem', item: i + 1 });
    const [keyZh, keyEn, valueZh, valueEn] = parts;
    return { keyZh, keyEn, valueZh, valueEn };
  });
  const fitments = decodeList(row.fitments ?? '').map((parts, i) => {
    const years = YEARS.exec(parts[3] ?? '') ?? /^(\d{4})$/.exec(parts[3] ?? '');
    if (parts.length < 4 || parts.length > 5 || !years) problems.push({ column: 'fitments', reason: 'listItem', item: i + 1 });
    return {
      make: parts[0],
      makeZh: parts[1] ?? '',
      model: parts[2],
      yearFrom: years ? Number(years[1]) : undefined,
      yearTo: years ? Number(years[2] ?? years[1]) : undefined,
      engine: parts[4] ? parts[4] : null,
    };
  });
  const weight = num('weight_g', integer);
  const warranty = num('warranty_months', integer);
  return {
    problems,
    input: {
      skuCode: cell('sku'),
      cid: cell('category'),
      titleZh: cell('title_zh'),
      titleEn: cell('title_en'),
      brand: cell('brand'),
      partNumber: cell('part_number'),
      oeNumbers: decodeNumbers(row.oe_numbers ?? ''),
      descriptionZh: row.description_zh ?? '',
      descriptionEn: row.description_en ?? '',
      specs,
      unit: cell('unit') || undefined,
      moq: num('moq', integer),
      prices,
      memberPrices,
      priceBreaks,
      stockStatus: cell('stock_status') || undefined,
      stockQty: num('stock_qty', integer),
      weightGrams: weight ?? null,
      warrantyMonths: warranty ?? null,
      status: cell('status') || undefined,
      fitments,
    },
  };
}

const price = (minor: number) => (minor / 100).toFixed(2);
const memberPrice = (minor: number | null | undefined) => (minor == null ? '' : price(minor));

/** The flat row of a product (export and template): rowToInput of it gives the product back. */
export function inputToRow(p: ProductInput): Record<ImportColumn, string> {
  return {
    sku: p.skuCode,
    category: p.cid,
    title_zh: p.titleZh,
    title_en: p.titleEn,
    brand: p.brand,
    part_number: p.partNumber,
    oe_numbers: encodeNumbers(p.oeNumbers),
    description_zh: p.descriptionZh,
    description_en: p.descriptionEn,
    specs: encodeList(p.specs.map((s) => [s.keyZh, s.keyEn, s.valueZh, s.valueEn])),
    unit: p.unit,
    moq: String(p.moq),
    price_usd: price(p.prices.USD),
    price_eur: price(p.prices.EUR),
    price_aud: price(p.prices.AUD),
    price_gbp: price(p.prices.GBP),
    member_price_usd: memberPrice(p.memberPrices?.USD),
    member_price_eur: memberPrice(p.memberPrices?.EUR),
    member_price_aud: memberPrice(p.memberPrices?.AUD),
    member_price_gbp: memberPrice(p.memberPrices?.GBP),
    price_breaks: (p.priceBreaks ?? []).map((b) => `${b.minQty}:${b.percentOff}`).join(';'),
    stock_status: p.stockStatus,
    stock_qty: String(p.stockQty),
    weight_g: p.weightGrams === null ? '' : String(p.weightGrams),
    warranty_months: p.warrantyMonths === null ? '' : String(p.warrantyMonths),
    status: p.status,
    fitments: encodeList(
      p.fitments.map((f) => {
        const parts = [f.make, f.makeZh, f.model, f.yearFrom === f.yearTo ? String(f.yearFrom) : `${f.yearFrom}-${f.yearTo}`];
        return f.engine ? [...parts, f.engine] : parts;
      }),
    ),
  };
}
