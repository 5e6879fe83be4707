import { describe, expect, it } from 'vitest';
import { internalCatalogPath, internalUnknownPath } from '@/lib/internal-catalog-path';
import { listingPageFromQuery } from '@/lib/parse-page-number';
import {
  MAX_STOREFRONT_PATH_LENGTH,
  MAX_STOREFRONT_QUERY_LENGTH,
  storefrontTarget,
} from '@/lib/storefront-target';

describe('storefrontTarget: what a public URL names, from its shape', () => {
  it('a product URL with a SKU-shaped segment, in either language', () => {
    for (const path of [
      '/product/PM-1003-000037',
      '/en/product/PM-1003-000037',
      '/zh/product/PM-1003-000037',
    ]) {
      expect(storefrontTarget(path, '')).toEqual({ kind: 'product', skuCode: 'PM-1003-000037' });
    }
    expect(storefrontTarget('/en/product/ABC', '')).toEqual({ kind: 'product', skuCode: 'ABC' });
    expect(storefrontTarget(`/en/product/A${'1'.repeat(39)}`, '')).toMatchObject({ kind: 'product' });
  });

  it('a product segment no SKU can have is malformed', () => {
    for (const sku of [
      'pm-1003-000037', // SKUs are capitals
      '-PM-1',
      'AB',
      `A${'1'.repeat(40)}`, // 41 characters
      'A'.repeat(10_000),
      'PM_1003',
      'PM%2D1003', // encoded: never part of a SKU
      'PM-1003-000037%00',
      '',
    ]) {
      expect(storefrontTarget(`/en/product/${sku}`, ''), sku.slice(0, 20)).toEqual({ kind: 'malformed' });
    }
  });

  it('a category URL: cid shape, page from the path (strict) or the query (forgiving)', () => {
    expect(storefrontTarget('/category/10', '')).toEqual({ kind: 'category', cid: '10', page: 1 });
    expect(storefrontTarget('/en/category/1003', '?page=3')).toEqual({
      kind: 'category',
      cid: '1003',
      page: 3,
    });
    expect(storefrontTarget('/en/category/0/7', '')).toEqual({ kind: 'category', cid: '0', page: 7 });
    expect(storefrontTarget('/category/10', '?page=abc')).toEqual({ kind: 'category', cid: '10', page: 1 });
    expect(storefrontTarget('/category/10', '?page=999999')).toEqual({
      kind: 'category',
      cid: '10',
      page: 1,
    });
    expect(storefrontTarget('/category/10/10000', '')).toEqual({ kind: 'category', cid: '10', page: 10_000 });
  });

  it('a cid or page segment no listing can have is malformed', () => {
    for (const path of [
      '/category/abc',
      '/category/123',
      '/category/00000',
      '/category/1e3',
      '/en/category/10/0',
      '/en/category/10/02',
      '/en/category/10/999999',
      '/en/category/10/-1',
      '/en/category/10/2.5',
    ]) {
      expect(storefrontTarget(path, ''), path).toEqual({ kind: 'malformed' });
    }
  });

  it('other pages, and deeper or shorter catalogue paths (the catch-all), have nothing to look up', () => {
    for (const path of [
      '/',
      '/en',
      '/terms',
      '/en/products',
      '/en/no-such-page',
      '/product',
      '/en/product/A/B',
      '/category/10/2/3',
    ]) {
      expect(storefrontTarget(path, '?keyword=brake'), path).toEqual({ kind: 'page' });
    }
  });

  it('a path or query longer than any of ours is malformed, whatever it names', () => {
    const longPath = `/en/${'x'.repeat(MAX_STOREFRONT_PATH_LENGTH)}`;
    expect(storefrontTarget(longPath, '')).toEqual({ kind: 'malformed' });
    expect(storefrontTarget(`/${'x'.repeat(MAX_STOREFRONT_PATH_LENGTH - 1)}`, '')).toEqual({ kind: 'page' });
    const longQuery = `?keyword=${'k'.repeat(MAX_STOREFRONT_QUERY_LENGTH)}`;
    expect(storefrontTarget('/en/products', longQuery)).toEqual({ kind: 'malformed' });
    expect(storefrontTarget('/en/products', longQuery.slice(0, MAX_STOREFRONT_QUERY_LENGTH))).toEqual({
      kind: 'page',
    });
  });
});

describe('internal paths', () => {
  it('listing pages move the page query into the path, as before', () => {
    const query = (search: string) => new URLSearchParams(search);
    expect(internalCatalogPath('/en/category/10', query('page=3&x=1'), 'de')).toEqual({
      pathname: '/en/de/category/10/3',
      search: '?x=1',
    });
    expect(internalCatalogPath('/zh/category/10', query('page=0'), 'us')?.pathname).toBe(
      '/zh/us/category/10/1',
    );
    expect(internalCatalogPath('/zh/product/ABC', query(''), 'us')).toEqual({
      pathname: '/zh/us/product/ABC',
      search: '',
    });
  });

  it('a URL naming nothing goes to the same language and site’s not-found path, without its query', () => {
    expect(internalUnknownPath('/en/de/product/NOPE-1')).toBe('/en/de/not-found');
    expect(internalUnknownPath('/zh/us/category/99/1')).toBe('/zh/us/not-found');
  });

  it('a page query is forgiving', () => {
    expect(listingPageFromQuery(null)).toBe(1);
    expect(listingPageFromQuery('3abc')).toBe(3);
    expect(listingPageFromQuery('0')).toBe(1);
    expect(listingPageFromQuery('10001')).toBe(1);
    expect(listingPageFromQuery('10000')).toBe(10_000);
  });
});
