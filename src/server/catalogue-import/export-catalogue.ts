import { and, asc, gt, inArray } from 'drizzle-orm';
import { productInputSchema, type ProductInput } from '@/contracts/catalogue-admin';
import type { Lang } from '@/contracts/site';
import { productFitments, products, type ProductFitmentRow } from '../db/schema';
import type { Db } from '../db/types';
import { exportContentType, exportFileName, streamExport, type ExportColumn, type ExportFormat } from '../exports/export-file';
import { now } from '../clock';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { takeExportSlot } from '../exports/export-limits';
import { loadChildCategories, rowAsInput } from './catalogue-products';
import { IMPORT_COLUMNS, inputToRow, type ImportColumn } from './import-columns';
import { columnTitle, importTexts } from './import-texts';

const PAGE = 1000;
const NUMERIC = new Set<ImportColumn>([
  'moq',
  'price_usd',
  'price_eur',
  'price_aud',
  'price_gbp',
  'member_price_usd',
  'member_price_eur',
  'member_price_aud',
  'member_price_gbp',
  'stock_qty',
  'weight_g',
  'warranty_months',
]);

type FlatProduct = Record<ImportColumn, string>;

/** The header of a catalogue file: "<title> [key]", so either language's file imports. */
export function catalogueColumns(lang: Lang): ExportColumn<FlatProduct>[] {
  return IMPORT_COLUMNS.map((key) => ({
    header: `${columnTitle(lang, key)} [${key}]`,
    width: key.startsWith('title') || key.startsWith('description') || key === 'fitments' ? 40 : 16,
    value: (row: FlatProduct) => (NUMERIC.has(key) && row[key] !== '' ? Number(row[key]) : row[key]),
  }));
}

/** Every product, page by page in id order (keyset), as import rows. */
async function* catalogueRows(db: Db): AsyncIterable<FlatProduct> {
  const index = await loadChildCategories(db);
  let after = 0;
  for (;;) {
    const page = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(PAGE);
    if (page.length === 0) return;
    const fitments = await db
      .select()
      .from(productFitments)
      .where(and(inArray(productFitments.productId, page.map((p) => p.id))))
      .orderBy(asc(productFitments.productId), asc(productFitments.id));
    const byProduct = new Map<number, ProductFitmentRow[]>();
    for (const f of fitments) byProduct.set(f.productId, [...(byProduct.get(f.productId) ?? []), f]);
    for (const p of page) {
      const raw = rowAsInput(p, byProduct.get(p.id) ?? [], index.byId.get(p.categoryId)?.cid ?? '');
      // A product stored before the schema existed is exported as it is; the import then reports it.
      const parsed = productInputSchema.safeParse(raw);
      yield inputToRow(parsed.success ? parsed.data : (raw as unknown as ProductInput));
    }
    after = page[page.length - 1]!.id;
  }
}

/**
 * The whole catalogue as a CSV or XLSX file in the import's own format (streamed, page by page). No row
 * cap: the file exists to be imported back whole; the hourly export budget and the audit log apply.
 */
export async function exportCatalogue(db: Db, input: { lang: Lang; format: ExportFormat; actor: AuditActor & { actorUserId: number } }) {
  await takeExportSlot(db, input.actor.actorUserId);
  await recordAudit(db, { ...input.actor, action: 'catalogue.export', targetType: 'catalogue', details: { format: input.format } });
  const texts = importTexts(input.lang);
  const at = now();
  return {
    fileName: exportFileName(texts.file.base, at, input.format),
    asciiFileName: exportFileName('catalogue', at, input.format),
    contentType: exportContentType(input.format),
    body: streamExport(input.format, texts.file.sheet, catalogueColumns(input.lang), catalogueRows(db)),
  };
}
