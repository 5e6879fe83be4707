import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { ProductInput } from '@/contracts/catalogue-admin';
import { IMPORT_COLUMNS, inputToRow, type ImportColumn } from '@/server/catalogue-import/import-columns';

/** A product as an import row would carry it; `sku` and `cid` vary, the rest is a plausible brake pad. */
export function importProduct(skuCode: string, cid: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    skuCode,
    cid,
    titleZh: `导入刹车片 ${skuCode}`,
    titleEn: `Imported brake pad ${skuCode}`,
    brand: 'Brembo',
    partNumber: `P ${skuCode}`,
    oeNumbers: [`OE-${skuCode}`, '04465-02220'],
    descriptionZh: '第一行\n第二行',
    descriptionEn: 'Line one\nline two',
    specs: [{ keyZh: '厚度', keyEn: 'Thickness', valueZh: '17 mm', valueEn: '17 mm' }],
    unit: 'set',
    moq: 2,
    prices: { USD: 1250, EUR: 1190, AUD: 1999, GBP: 1050 },
    stockStatus: 'in_stock',
    stockQty: 40,
    weightGrams: 900,
    warrantyMonths: 12,
    status: 'active',
    fitments: [{ make: 'Toyota', makeZh: '丰田', model: 'Corolla', yearFrom: 2014, yearTo: 2019, engine: '1.8L' }],
    ...overrides,
  };
}

export type FileRow = Partial<Record<ImportColumn, string | { formula: string }>>;

export function rowsOf(products: readonly ProductInput[]): FileRow[] {
  return products.map((p) => inputToRow(p));
}

/**
 * CSV with the bare machine keys as header (any order works; keys are what the importer reads);
 * `columns` leaves the others out, as an older file would.
 */
export function csvFile(rows: readonly FileRow[], columns: readonly ImportColumn[] = IMPORT_COLUMNS): Uint8Array {
  const text = stringify([[...columns], ...rows.map((r) => columns.map((c) => {
    const v = r[c];
    return typeof v === 'object' ? `=${v.formula}` : (v ?? '');
  }))], { bom: true });
  return new TextEncoder().encode(text);
}

/** An .xlsx whose header reads "<title> [key]"; a `{ formula }` value becomes a real formula cell. */
export async function xlsxFile(rows: readonly FileRow[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(IMPORT_COLUMNS.map((c) => `Column ${c} [${c}]`));
  for (const r of rows) {
    sheet.addRow(IMPORT_COLUMNS.map((c) => {
      const v = r[c];
      return typeof v === 'object' ? { formula: v.formula, result: 1 } : (v ?? '');
    }));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
