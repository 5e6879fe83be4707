import { sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { cursorAtPresent, readCatalogueChanges } from '@/server/catalog/freshness/catalogue-change-feed';
import { changedPages, type ChangedPages } from '@/server/catalog/freshness/changed-pages';
import {
  ALL_LISTINGS,
  EVERY_PAGE,
  revalidationTargets,
  type RevalidationTarget,
} from '@/server/catalog/freshness/revalidation-targets';
import { startStorefrontFreshness } from '@/server/catalog/freshness/storefront-freshness';
import { createCategory, createProduct } from '@tests/factories/catalog';
import { seedKnownCatalogue, type KnownCatalogue } from '@tests/setup/catalog-fixture';

/*
 * Storefront freshness: a write to the catalogue (any writer: here plain SQL) is recorded
 * by the database's triggers, and maps to the cached pages it shows on, in every language and site.
 */
let db: Db;
let known: KnownCatalogue;

beforeAll(async () => {
  db = await getDb();
  known = await seedKnownCatalogue(db);
});

/** What the write made stale, as an instance polling the feed sees it. */
async function pagesAfter(write: () => Promise<unknown>): Promise<ChangedPages | null> {
  const cursor = await cursorAtPresent(db);
  await write();
  const { changes } = await readCatalogueChanges(db, cursor);
  return changedPages(db, changes);
}

const paths = (targets: RevalidationTarget[]) => targets.map((target) => target.path);

describe('the catalogue change feed', () => {
  it('a price changed with SQL makes the product page, its listings and the home page stale, in every language and site', async () => {
    const changed = await pagesAfter(() => db.execute(sql`UPDATE products SET price_usd = price_usd + 1 WHERE sku_code = 'PAD-001'`));
    expect(changed).toMatchObject({ everything: false, skus: ['PAD-001'], home: true });
    if (!changed || changed.everything) throw new Error('expected product changes');
    // Brake pads (1003) under brakes (10), and "all products" (0); pages counted now, plus one.
    expect(changed.listings.map((listing) => listing.cid)).toEqual(['0', '10', '1003']);
    expect(changed.listings.every((listing) => listing.pageCount >= 2)).toBe(true);

    const targets = paths(revalidationTargets(changed));
    for (const lang of ['en', 'zh']) {
      for (const site of ['us', 'de', 'au', 'uk']) {
        expect(targets).toContain(`/${lang}/${site}/product/PAD-001`);
        expect(targets).toContain(`/${lang}/${site}/category/1003/1`);
        expect(targets).toContain(`/${lang}/${site}/category/10/1`);
        expect(targets).toContain(`/${lang}/${site}/category/0/1`);
        expect(targets).toContain(`/${lang}/${site}`);
      }
    }
    expect(targets).not.toContain('/en/us/product/PAD-002');
    expect(targets.some((path) => path.includes('/category/1311/'))).toBe(false);
  });

  it('a product moved to another category makes both categories stale; a cold category leaves the home page alone', async () => {
    const lighting = known.categories.lighting!;
    const changed = await pagesAfter(() =>
      db.execute(sql`UPDATE products SET category_id = ${lighting.id} WHERE sku_code = 'DISC-1'`),
    );
    if (!changed || changed.everything) throw new Error('expected product changes');
    expect(changed.skus).toEqual(['DISC-1']);
    expect(changed.listings.map((listing) => listing.cid)).toEqual(['0', '08', '10', '1019']);

    const tyres = await createCategory(db, { cid: '55', title: '轮胎', titleEn: 'Tyres' });
    const tyre = await createProduct(db, { categoryId: tyres.id, skuCode: 'TYRE-1' });
    const cold = await pagesAfter(() => db.execute(sql`UPDATE products SET title_en = 'Renamed' WHERE id = ${tyre.id}`));
    expect(cold).toMatchObject({ skus: ['TYRE-1'], home: false });
  });

  it('fitment rows count for their product', async () => {
    const [pad] = known.padProducts;
    const changed = await pagesAfter(() =>
      db.execute(sql`INSERT INTO product_fitments (product_id, make, model, year_from, year_to)
        VALUES (${pad!.id}, 'Toyota', 'Corolla', 2010, 2014)`),
    );
    expect(changed).toMatchObject({ everything: false, skus: [pad!.skuCode] });
  });

  it('writes no page shows (search terms, popularity) change nothing', async () => {
    const changed = await pagesAfter(() =>
      db.execute(sql`UPDATE products SET popularity = popularity + 5, search_stale = true, updated_at = now()`),
    );
    expect(changed).toBeNull();
  });

  it('a category write or a bulk statement makes everything stale', async () => {
    const renamed = await pagesAfter(() => db.execute(sql`UPDATE categories SET title_en = 'Lamps' WHERE cid = '08'`));
    expect(renamed).toEqual({ everything: true });
    expect(revalidationTargets({ everything: true })).toEqual([EVERY_PAGE]);

    const bulk = await pagesAfter(() => db.execute(sql`UPDATE products SET price_eur = price_eur + 1`));
    const count = await db.execute(sql`SELECT count(*)::int AS n FROM products`);
    const n = ((count as { rows?: { n: number }[] }).rows ?? (count as unknown as { n: number }[]))[0]!.n;
    expect(n).toBeLessThanOrEqual(100);
    // Fewer than 101 products: still one row each, no "everything".
    expect(bulk).toMatchObject({ everything: false });
    const many = Array.from({ length: 101 }, (_, i) => `('BULK-${i}', ${known.categories.pads!.id}, 'z', 'e', 'b', 'p', 1, 1, 1, 1)`);
    const inserted = await pagesAfter(() =>
      db.execute(sql.raw(`INSERT INTO products (sku_code, category_id, title_zh, title_en, brand, part_number,
        price_usd, price_eur, price_aud, price_gbp) VALUES ${many.join(',')}`)),
    );
    expect(inserted).toEqual({ everything: true });
  });

  // Two connections at once: PostgreSQL only (PGlite has one). Catalogue writers queue on the
  // catalogue_version row, so the slow transaction writes its change row directly: the feed must not
  // rely on that queue.
  it.skipIf(!process.env.TEST_DATABASE_URL)('a transaction that commits after a later one is still handed out, once', async () => {
    const skus = (changes: { skuCode: string | null }[]) => changes.map((change) => change.skuCode);
    const cursor = await cursorAtPresent(db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const slow = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO catalogue_changes (sku_code) VALUES ('PAD-010')`);
      wrote();
      await gate;
    });
    await written;
    await db.execute(sql`UPDATE products SET price_aud = price_aud + 1 WHERE sku_code = 'PAD-011'`);
    const first = await readCatalogueChanges(db, cursor);
    expect(skus(first.changes)).toEqual(['PAD-011']);
    release();
    await slow;
    const second = await readCatalogueChanges(db, first.cursor);
    expect(skus(second.changes)).toEqual(['PAD-010']);
    expect((await readCatalogueChanges(db, second.cursor)).changes).toEqual([]);
  });

  // The horizon is the cluster's: a transaction still running anywhere (here: holding a txid on another
  // connection) keeps earlier rows in reach. A new cursor must still not hand out what was written before it.
  it.skipIf(!process.env.TEST_DATABASE_URL)('a cursor taken while an older transaction runs hands out only later writes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_current_xact_id()`);
      open();
      await gate;
    });
    await opened;
    try {
      // Committed before the cursor, by a transaction younger than the one held open: an "everything" row.
      await db.execute(sql`INSERT INTO catalogue_changes (everything) VALUES (true)`);
      const changed = await pagesAfter(() => db.execute(sql`UPDATE products SET price_gbp = price_gbp + 1 WHERE sku_code = 'PAD-001'`));
      expect(changed).toMatchObject({ everything: false, skus: ['PAD-001'] });
    } finally {
      release();
      await holder;
    }
  });

  it('a listing with too many pages is revalidated through its route pattern', () => {
    const targets = revalidationTargets({ everything: false, skus: ['X-1'], listings: [{ cid: '0', pageCount: 500 }], home: false });
    expect(targets).toContainEqual(ALL_LISTINGS);
    expect(targets.filter((target) => /^\/(en|zh)\/\w+\/category\//.test(target.path))).toEqual([]);
    expect(targets).toHaveLength(1 + 8);
  });
});

describe('the poller', () => {
  it('revalidates everything first, then what each change shows on', async () => {
    const calls: string[][] = [];
    const stop = startStorefrontFreshness({ intervalMs: 50, revalidate: async (targets) => void calls.push(paths(targets)) });
    try {
      for (let i = 0; i < 100 && calls.length === 0; i += 1) await delay(20);
      expect(calls[0]).toEqual([EVERY_PAGE.path]);
      await db.execute(sql`UPDATE products SET price_gbp = 4321 WHERE sku_code = 'PAD-007'`);
      for (let i = 0; i < 100 && !calls.some((call) => call.includes('/zh/uk/product/PAD-007')); i += 1) await delay(20);
      expect(calls.flat()).toContain('/zh/uk/product/PAD-007');
      expect(calls.flat()).toContain('/en/de/product/PAD-007');
    } finally {
      await stop();
    }
  });
});
