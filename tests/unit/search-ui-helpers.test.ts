import { describe, expect, it } from 'vitest';
import {
  parseBrandList,
  parseVehicleId,
  searchApiQuery,
  searchUrlQuery,
  type SearchRequest,
} from '@/features/search/search-query';
import { groupOptions, orderSuggestions, suggestionHref } from '@/features/search/suggestion-options';
import type { Suggestion } from '@/features/search/search-types';
import { vinFromInput } from '@/features/search/vin-shape';
import { highlightSegments } from '@/lib/highlight-segments';

describe('highlightSegments', () => {
  it('marks the ranges and joins back into the text', () => {
    expect(highlightSegments('Brake pad set', [[0, 5]])).toEqual([
      { text: 'Brake', match: true },
      { text: ' pad set', match: false },
    ]);
    expect(highlightSegments('前制动片', [[2, 4]])).toEqual([
      { text: '前制', match: false },
      { text: '动片', match: true },
    ]);
  });

  it('sorts, merges, clamps and drops bad ranges from the network', () => {
    const text = '0 986 494 123';
    const segments = highlightSegments(text, [
      [6, 9],
      [0, 3],
      [2, 5],
      [12, 99],
      [4, 4],
      [-3, 1],
      [Number.NaN, 2],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['0 986', '494', '3']);
  });

  it('leaves text without ranges as one plain piece', () => {
    expect(highlightSegments('abc', [])).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('', undefined)).toEqual([{ text: '', match: false }]);
  });
});

describe('vinFromInput', () => {
  it('accepts 17 VIN characters in any case, with spaces or hyphens', () => {
    expect(vinFromInput('1hgcm82633a004352')).toBe('1HGCM82633A004352');
    expect(vinFromInput(' LSV AA4 18X 5 2 000001 ')).toBe('LSVAA418X52000001');
  });
  it('refuses I, O, Q, other lengths and other characters', () => {
    expect(vinFromInput('1HGCM82633A00435I')).toBeNull();
    expect(vinFromInput('1HGCM82633AO04352')).toBeNull();
    expect(vinFromInput('1HGCM82633A00435')).toBeNull();
    expect(vinFromInput('1HGCM82633A0043521')).toBeNull();
    expect(vinFromInput('制动片制动片制动片制动片制动片制动')).toBeNull();
  });
});

describe('search URLs', () => {
  const request: SearchRequest = { keyword: '制动片', brands: ['Bosch'], sort: 'relevance', page: 1 };
  it('keep only what differs from the defaults', () => {
    expect(searchUrlQuery(request)).toEqual({ keyword: '制动片', brand: 'Bosch' });
    expect(
      searchUrlQuery(request, {
        brands: ['Bosch', 'TRW'],
        page: 3,
        sort: 'price_asc',
        cid: '1003',
        vehicle: 7,
      }),
    ).toEqual({
      keyword: '制动片',
      brand: 'Bosch,TRW',
      page: '3',
      sort: 'price_asc',
      cid: '1003',
      vehicle: '7',
    });
    expect(searchApiQuery(request)).toMatchObject({
      keyword: '制动片',
      brand: 'Bosch',
      page: 1,
      pageSize: 24,
    });
  });
  it('ask the API for the vehicle the results follow, never for `all`', () => {
    expect(searchApiQuery({ ...request, fitVehicle: 9 }).vehicle).toBe(9);
    expect(searchApiQuery({ ...request, vehicle: 7, fitVehicle: 7 }).vehicle).toBe(7);
    expect(searchApiQuery({ ...request, vehicle: 7 }).vehicle).toBe(7);
    expect(searchApiQuery({ ...request, vehicle: 'all' }).vehicle).toBeUndefined();
    // "My vehicle" stays out of the address; `all` and an explicit id are kept by facets and pages.
    expect(searchUrlQuery({ ...request, fitVehicle: 9 })).toEqual({ keyword: '制动片', brand: 'Bosch' });
    expect(searchUrlQuery({ ...request, vehicle: 'all' }, { page: 2 })).toMatchObject({
      vehicle: 'all',
      page: '2',
    });
  });
  it('parse brand lists and vehicle ids forgivingly', () => {
    expect(parseBrandList(['Bosch, TRW', 'Bosch', ' '])).toEqual(['Bosch', 'TRW']);
    expect(parseBrandList(undefined)).toEqual([]);
    expect(parseBrandList(Array.from({ length: 30 }, (_, i) => `B${i}`))).toHaveLength(20);
    expect(parseVehicleId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999', undefined])
      expect(parseVehicleId(bad)).toBeUndefined();
  });
});

describe('suggestion options', () => {
  const s = (kind: Suggestion['kind'], value: string, extra: Partial<Suggestion> = {}): Suggestion => ({
    kind,
    label: value,
    value,
    highlight: [],
    ...extra,
  });
  it('group in the box order, keeping the server rank inside a group', () => {
    const ordered = orderSuggestions([
      s('product', 'p1'),
      s('part', '0986'),
      s('category', 'c'),
      s('product', 'p2'),
      s('brand', 'b'),
    ]);
    expect(ordered.map((o) => o.value)).toEqual(['c', 'b', '0986', 'p1', 'p2']);
    expect(groupOptions(ordered).map((g) => [g.kind, g.start, g.items.length])).toEqual([
      ['category', 0, 1],
      ['brand', 1, 1],
      ['part', 2, 1],
      ['product', 3, 2],
    ]);
  });
  it('put the corrected spelling first, in its own group, and search for it when chosen', () => {
    const ordered = orderSuggestions([s('product', 'p1')], 'brake pads');
    expect(ordered.map((o) => [o.kind, o.value])).toEqual([['correction', 'brake pads'], ['product', 'p1']]);
    expect(groupOptions(ordered).map((g) => [g.kind, g.start, g.items.length])).toEqual([
      ['correction', 0, 1],
      ['product', 1, 1],
    ]);
    expect(suggestionHref(ordered[0]!)).toBeNull();
  });
  it('send categories and products to their pages, brands and numbers to a search', () => {
    expect(suggestionHref(s('category', '制动片', { cid: '1003' }))).toBe('/category/1003');
    expect(suggestionHref(s('product', 'x', { sku: 'BP-0001' }))).toBe('/product/BP-0001');
    expect(suggestionHref(s('brand', 'Bosch'))).toBeNull();
    expect(suggestionHref(s('part', '0986494123'))).toBeNull();
  });
});
