import { describe, expect, it } from 'vitest';
import { HOT_CATEGORY_IDS, skuCodeSchema } from '@/contracts/catalog';
import { CATEGORY_TREE } from '@/server/db/seed/demo-catalogue/category-data';
import { demoProducts } from '@/server/db/seed/demo-catalogue/demo-products';
import { charmPrice, sitePrices } from '@/server/db/seed/demo-catalogue/pricing';
import { buildProduct, mulberry32 } from '@tests/factories';
import { renderPartImageSvg } from '@/server/catalog/part-image-svg';

// Fake ids stand in for database ids: the generator only carries them through.
const children = CATEGORY_TREE.flatMap((top) => top.children).map((c, i) => ({ ...c, id: i + 1 }));
const products = [...demoProducts(children, 3000)];

describe('demo catalogue generator', () => {
  it('is deterministic', () => {
    const again = [...demoProducts(children, 20)];
    expect(again.map((p) => p.product)).toEqual(products.slice(0, 20).map((p) => p.product));
    expect(buildProduct(mulberry32(7), children[0]!, 1)).toEqual(
      buildProduct(mulberry32(7), children[0]!, 1),
    );
  });

  it('puts products in every child category and at least 8 in each hot one', () => {
    const perCategory = new Map<number, number>();
    for (const { product } of products)
      perCategory.set(product.categoryId, (perCategory.get(product.categoryId) ?? 0) + 1);
    for (const child of children) expect(perCategory.get(child.id) ?? 0, child.cid).toBeGreaterThan(0);
    for (const hot of HOT_CATEGORY_IDS) {
      const ids = children.filter((c) => c.cid === hot || c.cid.slice(0, 2) === hot).map((c) => c.id);
      const count = ids.reduce((n, id) => n + (perCategory.get(id) ?? 0), 0);
      expect(count, hot).toBeGreaterThanOrEqual(8);
    }
  });

  it('makes unique, URL-safe SKU codes', () => {
    const skus = products.map((p) => p.product.skuCode);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.filter((sku) => !skuCodeSchema.safeParse(sku).success)).toEqual([]);
  });

  it('fills the fields the storefront shows', () => {
    const imageKeys = new Set<string>();
    for (const { product, fitments } of products) {
      expect(product.titleZh.trim()).not.toBe('');
      expect(product.titleEn.trim()).not.toBe('');
      for (const price of [product.priceUsd, product.priceEur, product.priceAud, product.priceGbp]) {
        expect(Number.isInteger(price) && price > 0).toBe(true);
      }
      expect(product.images?.length).toBeGreaterThanOrEqual(1);
      for (const key of product.images ?? []) imageKeys.add(key);
      expect(['piece', 'set', 'pair', 'box', 'kit', 'litre']).toContain(product.unit);
      expect(fitments.length).toBeLessThanOrEqual(4);
      for (const f of fitments) expect(f.yearFrom).toBeLessThanOrEqual(f.yearTo);
      expect((product.specs ?? []).every((s) => s.keyZh && s.keyEn && s.valueZh && s.valueEn)).toBe(true);
    }
    for (const key of imageKeys) expect(renderPartImageSvg(key), key).not.toBeNull();
    expect(products.some((p) => p.fitments.length > 1)).toBe(true);
    expect(products.some((p) => (p.product.oeNumbers?.length ?? 0) > 0)).toBe(true);
  });

  it('prices the four sites consistently with charm endings', () => {
    expect(charmPrice(1234)).toBe(1299);
    expect(charmPrice(4321)).toBe(4499);
    const p = sitePrices(10_000);
    expect(p.priceUsd).toBe(9999);
    expect(p.priceAud).toBeGreaterThan(p.priceUsd);
    expect(p.priceGbp).toBeLessThan(p.priceEur);
    expect(p.priceEur).toBeLessThan(p.priceUsd);
  });
});
