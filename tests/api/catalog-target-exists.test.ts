import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@/contracts/catalog';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { catalogueTargetExists } from '@/server/catalog/catalogue-target-exists';
import { getProductBySku } from '@/server/catalog/get-product-by-sku';
import { listProducts } from '@/server/catalog/list-products';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';

// What the proxy asks before a catalogue URL may reach a cached page: the same answer the page
// itself would come to (a product it shows, a listing page it renders rather than a 404).
let db: Db;
beforeAll(async () => {
  db = await getDb();
  await seedKnownCatalogue(db);
});

describe('catalogueTargetExists', () => {
  it('a product exists exactly when its page finds it (listed, not hidden)', async () => {
    for (const skuCode of ['PAD-000', 'DISC-4', 'DETAIL-1', 'HIDDEN-001', 'NOPE-1', 'PAD-999']) {
      const shown = (await getProductBySku(db, { skuCode, site: 'us', lang: 'en' })) !== null;
      expect(await catalogueTargetExists(db, { kind: 'product', skuCode }), skuCode).toBe(shown);
    }
    expect(await catalogueTargetExists(db, { kind: 'product', skuCode: 'PAD-000' })).toBe(true);
    expect(await catalogueTargetExists(db, { kind: 'product', skuCode: 'HIDDEN-001' })).toBe(false);
  });

  it('a listing page exists exactly when the category page renders it', async () => {
    let checked = 0;
    for (const cid of ['0', '10', '1003', '1019', '13', '1311', '08']) {
      const { pageCount } = await listProducts(db, {
        cid,
        page: 1,
        pageSize: DEFAULT_PAGE_SIZE,
        sort: 'relevance',
        site: 'us',
        lang: 'en',
      });
      for (let page = 1; page <= pageCount + 2; page++) {
        const renders = page === 1 || page <= pageCount;
        expect(await catalogueTargetExists(db, { kind: 'category', cid, page }), `${cid}/${page}`).toBe(
          renders,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(14); // some categories have more than one page: not vacuous
    expect(await catalogueTargetExists(db, { kind: 'category', cid: '1003', page: 2 })).toBe(true);
    expect(await catalogueTargetExists(db, { kind: 'category', cid: '08', page: 1 })).toBe(true); // empty, still a category
  });

  it('an unknown cid names nothing, on any page', async () => {
    for (const page of [1, 2, 10_000]) {
      expect(await catalogueTargetExists(db, { kind: 'category', cid: '77', page })).toBe(false);
      expect(await catalogueTargetExists(db, { kind: 'category', cid: '7777', page })).toBe(false);
    }
  });
});
