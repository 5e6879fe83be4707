import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** One catalogue_changes row: a product (SKU and category id) or everything. */
export type CatalogueChange = { skuCode: string | null; categoryId: number | null; everything: boolean };

/**
 * Where a reader stands in the feed. `horizon` is the oldest transaction that was still running at
 * the last read (pg_snapshot_xmin): every transaction older than it had ended then, so its rows were
 * all visible and read. Rows of transactions at or past the horizon are read again next time (a
 * transaction that began earlier may commit later, so row ids alone would skip it); `seen` holds
 * the ids already handed out among those, so each row is handed out once.
 */
export type FeedCursor = { horizon: bigint; seen: Map<number, bigint> };

/** More rows than this in one read: treat it as "everything" (a bulk import between two polls). */
const MAX_ROWS = 2000;

type Row = {
  horizon: string;
  id: string | number | null;
  txid: string | null;
  sku_code: string | null;
  category_id: number | null;
  everything: boolean | null;
};

function rowsOf(result: unknown): Row[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as Row[];
}

/**
 * A cursor at the present: what was written before is not handed out. The horizon is the cluster's
 * (any database's transaction still running holds it back), so rows already committed past it are
 * marked seen now — otherwise the first read hands them out again, and one old "everything" row among
 * them makes every page stale.
 */
export async function cursorAtPresent(db: Db): Promise<FeedCursor> {
  const { cursor } = await readCatalogueChanges(db, { horizon: await currentHorizon(db), seen: new Map() });
  return cursor;
}

async function currentHorizon(db: Db): Promise<bigint> {
  const [row] = rowsOf(await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`));
  return BigInt(row!.horizon);
}

/**
 * The changes committed since the cursor, and the cursor past them. One statement, so the rows and
 * the horizon come from one snapshot.
 */
export async function readCatalogueChanges(
  db: Db,
  cursor: FeedCursor,
): Promise<{ changes: CatalogueChange[]; cursor: FeedCursor }> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT h.x::text AS horizon, c.id, c.txid::text AS txid, c.sku_code, c.category_id, c.everything
      FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS x) AS h
      LEFT JOIN catalogue_changes c ON c.txid >= ${cursor.horizon.toString()}::xid8
      ORDER BY c.id
      LIMIT ${MAX_ROWS + 1}`),
  );
  const horizon = BigInt(rows[0]!.horizon);
  const seen = new Map<number, bigint>();
  for (const [id, txid] of cursor.seen) if (txid >= horizon) seen.set(id, txid);
  const changes: CatalogueChange[] = [];
  for (const row of rows) {
    if (row.id === null || row.txid === null) continue;
    const id = Number(row.id);
    if (cursor.seen.has(id)) continue;
    const txid = BigInt(row.txid);
    if (txid >= horizon) seen.set(id, txid);
    changes.push({ skuCode: row.sku_code, categoryId: row.category_id, everything: row.everything === true });
  }
  if (rows.length > MAX_ROWS) return { changes: [{ skuCode: null, categoryId: null, everything: true }], cursor: { horizon, seen } };
  return { changes, cursor: { horizon, seen } };
}

/** Rows older than `keepMs` go: every reader has long read them (a reader away longer starts over). */
export async function pruneCatalogueChanges(db: Db, keepMs: number): Promise<void> {
  await db.execute(sql`DELETE FROM catalogue_changes WHERE created_at < now() - make_interval(secs => ${keepMs / 1000})`);
}
