import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { partCrossReferences, productFitments, products, productVehicles } from '../schema';
import type { Db } from '../types';
import { linkProductVehicles } from '../../catalog/link-product-vehicles';

/*
 * The large-catalogue path of the demo seed (100,000 products and more: the bench's 200,000 and
 * 1,000,000). What made the batch-of-1,000 path crawl (over an hour for a million
 * products) was the database maintaining ~20 indexes row by row and binding ~25,000
 * parameters per statement. Here:
 *   - every secondary index of the catalogue tables (not those behind a primary key or unique constraint)
 *     is dropped before the load and rebuilt once from its own pg_indexes definition after it, so nothing
 *     is duplicated and a new index in a migration is deferred too;
 *   - each batch is one statement per table with a single JSON parameter (json_populate_recordset),
 *     5,000 products at a time; the triggers still fill part_number_lookup and category_product_counts
 *     statement by statement;
 *   - on PostgreSQL two batches are in flight while the next one is generated (ids come from the
 *     sequence, rows are matched back by SKU);
 *   - product_vehicles is filled set-based once every fitment is in, 50,000 products per statement.
 */

/** The tables whose secondary indexes a bulk load defers. */
const DEFERRED_TABLES = ['products', 'part_number_lookup', 'part_cross_references', 'product_fitments', 'product_vehicles'] as const;

export type IndexDef = { name: string; definition: string };

async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Secondary indexes of the deferred tables: neither a primary key nor backing a constraint. */
async function deferrableIndexes(db: Db): Promise<IndexDef[]> {
  return rows<IndexDef>(
    db,
    sql`SELECT i.indexname AS name, i.indexdef AS definition
          FROM pg_indexes i
         WHERE i.schemaname = current_schema()
           AND i.tablename IN (${sql.join(DEFERRED_TABLES.map((t) => sql`${t}`), sql`, `)})
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
         ORDER BY i.tablename, i.indexname`,
  );
}

/**
 * Drops the deferrable indexes (but those named in `keep`) and returns their definitions, for
 * rebuildCatalogueIndexes. The catalogue import keeps the definitions in its job row, so an import cut
 * off mid-way still rebuilds them when it is resumed.
 */
export async function dropCatalogueIndexes(db: Db, keep: readonly string[] = []): Promise<IndexDef[]> {
  const indexes = (await deferrableIndexes(db)).filter((i) => !keep.includes(i.name));
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  return indexes;
}

/** Builds the indexes again (IF NOT EXISTS: a second call, after a crash mid-way, finishes the rest). */
export async function rebuildCatalogueIndexes(db: Db, driver: 'pglite' | 'postgres', indexes: readonly IndexDef[]): Promise<void> {
  // Over a million rows the builds outlast the API's statement timeout; more sort memory makes them faster.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    if (driver === 'postgres') await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX (?!IF NOT EXISTS)/, 'CREATE $1INDEX IF NOT EXISTS ')));
  });
}

/**
 * Drops the secondary indexes of the catalogue tables, runs `load`, and builds them again (also when
 * `load` throws). Building a GIN or expression index once over the loaded rows is many times faster
 * than keeping it up to date row by row.
 */
export async function withCatalogueIndexesDeferred<T>(db: Db, driver: 'pglite' | 'postgres', load: () => Promise<T>): Promise<T> {
  const indexes = await dropCatalogueIndexes(db);
  try {
    return await load();
  } finally {
    await rebuildCatalogueIndexes(db, driver, indexes);
  }
}

/** Column names of a table for the keys of its rows (camelCase property → snake_case column). */
function columnMap(table: PgTable): [string, string][] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]);
}
const PRODUCT_COLUMNS = columnMap(products).filter(([key]) => key !== 'id');
const FITMENT_COLUMNS = columnMap(productFitments).filter(([key]) => key !== 'id');
const XREF_COLUMNS = (['productId', 'brand', 'number'] as const).map((key) => [key, getTableColumns(partCrossReferences)[key].name] as const);

function toJson(list: readonly Record<string, unknown>[], columns: readonly (readonly [string, string])[]): string {
  return JSON.stringify(
    list.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, name] of columns) if (row[key] !== undefined) out[name] = row[key];
      return out;
    }),
  );
}

/**
 * `INSERT INTO table (columns) SELECT columns FROM json_populate_recordset(NULL::table, $1)`: one
 * parameter whatever the batch size; a column missing from a row takes its default only when the whole
 * batch omits it (the column is then left out of the list).
 */
function insertFromJson(
  tableName: string,
  columns: readonly (readonly [string, string])[],
  list: readonly Record<string, unknown>[],
  returning = '',
  onConflict: (names: string[]) => string = () => '',
): SQL {
  const present = columns.filter(([key]) => list.some((row) => row[key] !== undefined));
  const names = present.map(([, name]) => `"${name}"`).join(', ');
  return sql`INSERT INTO ${sql.raw(`"${tableName}"`)} (${sql.raw(names)})
    SELECT ${sql.raw(names)} FROM json_populate_recordset(NULL::${sql.raw(`"${tableName}"`)}, ${toJson(list, present)}::json)
    ${sql.raw(onConflict(present.map(([, name]) => name)))} ${sql.raw(returning)}`;
}

export type BulkProduct = {
  product: Record<string, unknown> & { skuCode: string };
  fitments: Record<string, unknown>[];
  crossReferences: { brand: string; number: string }[];
};

/** One batch: products, then their fitments and cross-references, in one transaction. */
export async function insertBulkBatch(db: Db, batch: readonly BulkProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await rows<{ id: number; sku_code: string }>(
      tx as unknown as Db,
      insertFromJson('products', PRODUCT_COLUMNS, batch.map((b) => b.product), 'RETURNING id, sku_code'),
    );
    const idBySku = new Map(inserted.map((r) => [r.sku_code, Number(r.id)]));
    const fitments = batch.flatMap((b) => b.fitments.map((f) => ({ ...f, productId: idBySku.get(b.product.skuCode)! })));
    if (fitments.length > 0) await tx.execute(insertFromJson('product_fitments', FITMENT_COLUMNS, fitments));
    const xrefs = batch.flatMap((b) => b.crossReferences.map((x) => ({ ...x, productId: idBySku.get(b.product.skuCode)! })));
    if (xrefs.length > 0) await tx.execute(insertFromJson('part_cross_references', XREF_COLUMNS, xrefs));
  });
}

/** product_vehicles for every fitment, set-based, `step` product ids per statement. */
export async function linkAllVehicles(db: Db, step = 50_000): Promise<void> {
  const [range] = await rows<{ lo: number | null; hi: number | null }>(db, sql`SELECT min(id) AS lo, max(id) AS hi FROM ${products}`);
  if (range?.lo == null || range.hi == null) return;
  for (let lo = Number(range.lo); lo <= Number(range.hi); lo += step) {
    await db.execute(linkProductVehicles(sql`BETWEEN ${lo} AND ${lo + step - 1}`));
  }
}

/** Columns an import never overwrites on an existing product: its identity and what the shop earned. */
const KEPT_ON_UPDATE = new Set(['sku_code', 'popularity', 'images', 'created_at']);

/**
 * The catalogue import's batch (ADR 0050), the same one-JSON-parameter statements as the seed's: products
 * are created or, by SKU, replaced field by field (`ON CONFLICT (sku_code) DO UPDATE`); the fitments of
 * every product in the batch are replaced and its vehicle links rebuilt. Runs in the caller's
 * transaction; the indexes stay in place (the catalogue is live). Returns the ids by SKU.
 */
export async function upsertBulkProducts(tx: Db, batch: readonly BulkProduct[]): Promise<Map<string, number>> {
  if (batch.length === 0) return new Map();
  const upserted = await rows<{ id: number; sku_code: string }>(
    tx,
    insertFromJson('products', PRODUCT_COLUMNS, batch.map((b) => b.product), 'RETURNING id, sku_code', (names) => {
      const set = names.filter((n) => !KEPT_ON_UPDATE.has(n)).map((n) => `"${n}" = EXCLUDED."${n}"`);
      return `ON CONFLICT (sku_code) DO UPDATE SET ${set.join(', ')}`;
    }),
  );
  const idBySku = new Map(upserted.map((r) => [r.sku_code, Number(r.id)]));
  const ids = [...idBySku.values()];
  const idList = sql`ANY(${`{${ids.join(',')}}`}::int[])`;
  await tx.execute(sql`DELETE FROM ${productVehicles} WHERE product_id = ${idList}`);
  await tx.execute(sql`DELETE FROM ${productFitments} WHERE product_id = ${idList}`);
  const fitments = batch.flatMap((b) => b.fitments.map((f) => ({ ...f, productId: idBySku.get(b.product.skuCode)! })));
  if (fitments.length > 0) {
    await tx.execute(insertFromJson('product_fitments', FITMENT_COLUMNS, fitments));
    await tx.execute(linkProductVehicles(sql`= ${idList}`));
  }
  return idBySku;
}
