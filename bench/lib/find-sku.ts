import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { HOT_CATEGORY_IDS } from '../../src/contracts/catalog';
import { getJson } from './http-get';

/** First string `skuCode` anywhere in a JSON value (the hot-products shape nests products). */
function firstSku(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstSku(item);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.skuCode === 'string' && record.skuCode) return record.skuCode;
    for (const child of Object.values(record)) {
      const found = firstSku(child);
      if (found) return found;
    }
  }
  return null;
}

/** A product to measure, from the listing API, else from the hot-category products. */
export async function skuFromApi(base: string): Promise<string | null> {
  for (const url of [
    `${base}/api/products?pageSize=1`,
    `${base}/api/cate/product?cids=${HOT_CATEGORY_IDS.join(',')}`,
  ]) {
    try {
      const { status, json } = await getJson(url, 30_000);
      const sku = status === 200 ? firstSku((json as { data?: unknown } | null)?.data) : null;
      if (sku) return sku;
    } catch {
      /* try the next source */
    }
  }
  return null;
}

/** Fallback while the catalogue API is not there yet: read the data folder (the app must be stopped). */
export async function skuFromDataFolder(dataDir: string): Promise<string | null> {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ sku_code: string }>(
      "SELECT sku_code FROM products WHERE status = 'active' ORDER BY id LIMIT 1",
    );
    return rows[0]?.sku_code ?? null;
  } catch {
    return null;
  } finally {
    await db.close();
  }
}
