import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { DomainError } from '@/server/domain-error';
import { getCategoryByCid } from '@/server/catalog/get-category';
import { getProductBySku } from '@/server/catalog/get-product-by-sku';
import { listHotCategoryProducts } from '@/server/catalog/list-hot-category-products';
import { listProducts } from '@/server/catalog/list-products';
import { seedKnownCatalogue, type KnownCatalogue } from '@tests/setup/catalog-fixture';

// The server functions pages call directly (no HTTP): same behaviour as the API.
let db: Db;
let known: KnownCatalogue;
beforeAll(async () => {
  db = await getDb();
  known = await seedKnownCatalogue(db);
});

describe('getCategoryByCid', () => {
  it('a top category comes with its children and no parent', async () => {
    const found = await getCategoryByCid(db, '10');
    expect(found?.parent).toBeNull();
    expect(found?.node).toMatchObject({ cid: '10', pid: 0, title: '制动系统', title_en: 'Brakes' });
    expect(found?.node.autopartsCategoryList.map((c) => c.cid)).toEqual(['1003', '1019']);
  });

  it('a child comes with its parent (and the parent lists the siblings)', async () => {
    const found = await getCategoryByCid(db, '1019');
    expect(found?.node).toEqual({
      id: known.categories.discs!.id,
      cid: '1019',
      title: '刹车盘',
      title_en: 'Brake Discs',
      pid: known.categories.brakes!.id,
      autopartsCategoryList: [],
    });
    expect(found?.parent?.cid).toBe('10');
    expect(found?.parent?.autopartsCategoryList.map((c) => c.cid)).toEqual(['1003', '1019']);
  });

  it('an unknown cid is null', async () => {
    expect(await getCategoryByCid(db, '77')).toBeNull();
    expect(await getCategoryByCid(db, '0')).toBeNull();
  });
});

describe('listProducts', () => {
  it('throws a notFound DomainError categoryNotFound for an unknown cid (the API answers 404000)', async () => {
    const call = listProducts(db, { cid: '77', page: 1, pageSize: 24, sort: 'relevance', site: 'us', lang: 'zh' });
    await expect(call).rejects.toBeInstanceOf(DomainError);
    await expect(call).rejects.toMatchObject({ kind: 'notFound', key: 'categoryNotFound', params: { cid: '77' } });
  });
});

describe('listHotCategoryProducts', () => {
  it('honours perCategory and skips unknown cids', async () => {
    const rows = await listHotCategoryProducts(db, { cids: ['77', '1003', '10'], site: 'uk', lang: 'en', perCategory: 3 });
    expect(rows.map((r) => [r.cid, r.products.length])).toEqual([
      ['1003', 3],
      ['10', 3],
    ]);
    // Hot rows are the visitor tier: no price on any card.
    expect(rows[0]!.products[0]).not.toHaveProperty('price');
  });
});

describe('getProductBySku', () => {
  it('returns null for unknown and hidden products', async () => {
    expect(await getProductBySku(db, { skuCode: 'NOPE-1', site: 'us', lang: 'en' })).toBeNull();
    expect(await getProductBySku(db, { skuCode: 'HIDDEN-001', site: 'us', lang: 'en' })).toBeNull();
  });
});
