import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format-money';
import { localizedTitle } from '@/lib/localized-title';
import { paginationRange } from '@/lib/pagination-range';
import { parsePageNumber } from '@/lib/parse-page-number';
import { salesUnit } from '@/lib/sales-unit';
import { newSearchId } from '@/lib/search-id';
import { stockTone } from '@/lib/stock-tone';

describe('formatMoney', () => {
  it('formats minor units in the page language', () => {
    expect(formatMoney({ amount: 123456, currency: 'USD' }, 'en')).toBe('$1,234.56');
    expect(formatMoney({ amount: 1299, currency: 'EUR' }, 'en')).toBe('€12.99');
    expect(formatMoney({ amount: 1299, currency: 'USD' }, 'zh')).toBe('$12.99');
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'zh')).toBe('€1,234.50');
    expect(formatMoney({ amount: 500, currency: 'GBP' }, 'zh')).toBe('£5.00');
    expect(formatMoney({ amount: 0, currency: 'AUD' }, 'en')).toBe('$0.00');
  });
});

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
  it('keeps first, last and neighbours with ellipses in between', () => {
    expect(paginationRange(1, 16)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 16]);
    expect(paginationRange(8, 16)).toEqual([1, 'ellipsis', 7, 8, 9, 'ellipsis', 16]);
    expect(paginationRange(16, 16)).toEqual([1, 'ellipsis', 12, 13, 14, 15, 16]);
    expect(paginationRange(5, 16)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 16]);
  });
  it('always has the same length and includes the current page', () => {
    for (let page = 1; page <= 40; page += 1) {
      const items = paginationRange(page, 40);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
    }
  });
});

describe('parsePageNumber', () => {
  it('accepts 1…10000 written plainly', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('10000')).toBe(10_000);
  });
  it.each(['0', '-1', '2.5', '1e3', '02', 'abc', '', '10001', undefined, null])('rejects %s', (raw) => {
    expect(parsePageNumber(raw)).toBeNull();
  });
});

describe('small view helpers', () => {
  it('picks the title in the page language, falling back to the other', () => {
    expect(localizedTitle({ title: '刹车片', title_en: 'Brake Pads' }, 'zh')).toBe('刹车片');
    expect(localizedTitle({ title: '刹车片', title_en: 'Brake Pads' }, 'en')).toBe('Brake Pads');
    expect(localizedTitle({ title: '刹车片', title_en: '' }, 'en')).toBe('刹车片');
  });
  it('maps unknown units to piece and every stock status to a tone', () => {
    expect(salesUnit('litre')).toBe('litre');
    expect(salesUnit('barrel')).toBe('piece');
    expect(stockTone('in_stock')).toBe('success');
    expect(stockTone('out_of_stock')).toBe('danger');
  });
  it('makes 8-character search ids', () => {
    expect(newSearchId()).toMatch(/^[a-z0-9]{8}$/);
    expect(newSearchId(() => 0)).toBe('aaaaaaaa');
  });
});
