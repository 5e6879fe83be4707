import { sql } from 'drizzle-orm';
import type { Entitlements } from '@/contracts/entitlements';
import type { Lang, Site } from '@/contracts/site';
import { now } from '../clock';
import { favorites } from '../db/schema';
import type { Db } from '../db/types';
import { exportContentType, exportFileName, streamExport, type ExportFormat } from '../exports/export-file';
import { assertWithinRowCap, EXPORT_LIMITS, takeExportSlot } from '../exports/export-limits';
import { favoriteExportColumns, favoriteFileBase, type FavoriteExportRow } from './favorite-export-columns';
import { cardRowsById } from './favorite-cards';
import {
  countFavoritesInScope,
  favoriteScope,
  favoritesInScope,
  type FavoriteFilter,
  type FavoriteScope,
} from './favorite-scope';

export type ExportFavoritesInput = FavoriteFilter & {
  site: Site;
  lang: Lang;
  format: ExportFormat;
  /** The buyer's plan now: the member columns only when it grants member data. */
  entitlements: Pick<Entitlements, 'memberData'>;
};
export type ExportedFile = {
  fileName: string;
  /** The same name in plain ASCII, for clients that do not read `filename*`. */
  asciiFileName: string;
  contentType: string;
  rows: number;
  body: ReadableStream<Uint8Array>;
};

/**
 * The rows, newest first, read a page at a time on a (created_at, product_id) cursor so the export
 * holds one page in memory whatever its size; the cursor keeps the database's own timestamp text
 * (microseconds), so no row is skipped or repeated between pages. Stops at `maxRows`.
 */
async function* favoriteRows(
  db: Db,
  scope: FavoriteScope,
  site: Site,
  maxRows: number,
): AsyncGenerator<FavoriteExportRow> {
  let cursor: { at: string; productId: number } | undefined;
  let sent = 0;
  while (sent < maxRows) {
    const after = cursor
      ? sql`(${favorites.createdAt}, ${favorites.productId}) < (${cursor.at}::timestamptz, ${cursor.productId})`
      : undefined;
    const page = await favoritesInScope(db, scope, after).limit(
      Math.min(EXPORT_LIMITS.readPageSize, maxRows - sent),
    );
    const cards = await cardRowsById(
      db,
      page.map((row) => row.productId),
      site,
    );
    for (const row of page) {
      const card = cards.get(row.productId);
      if (card) yield { ...card, addedAt: row.addedAt };
    }
    sent += page.length;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_LIMITS.readPageSize) return;
    cursor = { at: last.cursorAt, productId: last.productId };
  }
}

/**
 * The buyer's favourites (same filters as the list) as an .xlsx or .csv, headers in the request's
 * language, prices in the site's currency. Refused before anything is written when the selection is
 * over the row cap or the buyer is over the hourly export budget (a refused export costs no slot).
 */
export async function exportFavorites(
  db: Db,
  input: ExportFavoritesInput,
  options: { maxRows?: number } = {},
): Promise<ExportedFile> {
  const maxRows = options.maxRows ?? EXPORT_LIMITS.maxRows;
  const scope = await favoriteScope(db, input);
  const rows = await countFavoritesInScope(db, scope);
  assertWithinRowCap(rows, maxRows);
  await takeExportSlot(db, input.userId);

  const base = favoriteFileBase(input.lang);
  const at = now();
  return {
    fileName: exportFileName(base.name, at, input.format),
    asciiFileName: exportFileName(base.ascii, at, input.format),
    contentType: exportContentType(input.format),
    rows,
    body: streamExport(
      input.format,
      base.sheet,
      favoriteExportColumns(input.lang, input.site, input.entitlements.memberData),
      favoriteRows(db, scope, input.site, maxRows),
    ),
  };
}
