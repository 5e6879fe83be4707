import { describe, expect, it } from 'vitest';
import { findRegionPath } from '@/server/regions/get-region-tree';

describe('findRegionPath', () => {
  it('resolves a full province/city/district triple', () => {
    expect(findRegionPath(['440000', '440300', '440305'])).toEqual({
      province: { adcode: '440000', name: '广东省', nameEn: 'Guangdong' },
      city: { adcode: '440300', name: '深圳市', nameEn: 'Shenzhen' },
      district: { adcode: '440305', name: '南山区', nameEn: 'Nanshan District' },
    });
  });

  it('accepts a city without districts alone or repeated as the district', () => {
    const expected = {
      province: { adcode: '440000', name: '广东省', nameEn: 'Guangdong' },
      city: { adcode: '441900', name: '东莞市', nameEn: 'Dongguan' },
      district: null,
    };
    expect(findRegionPath(['440000', '441900'])).toEqual(expected);
    expect(findRegionPath(['440000', '441900', '441900'])).toEqual(expected);
    expect(findRegionPath(['410000', '419001'])?.city?.name).toBe('济源市');
    expect(findRegionPath(['810000', '810001', '810001'])?.city?.nameEn).toBe('Central and Western District');
  });

  it('accepts Taiwan (no cities) alone or repeated', () => {
    const expected = {
      province: { adcode: '710000', name: '台湾省', nameEn: 'Taiwan' },
      city: null,
      district: null,
    };
    expect(findRegionPath(['710000'])).toEqual(expected);
    expect(findRegionPath(['710000', '710000', '710000'])).toEqual(expected);
  });

  it('refuses incomplete, mismatched, unknown or oversized paths', () => {
    expect(findRegionPath([])).toBeNull();
    expect(findRegionPath(['440000'])).toBeNull(); // cities exist: one must be chosen
    expect(findRegionPath(['440000', '440300'])).toBeNull(); // districts exist: one must be chosen
    expect(findRegionPath(['440000', '440300', '440300'])).toBeNull();
    expect(findRegionPath(['440000', '110100', '110101'])).toBeNull(); // city of another province
    expect(findRegionPath(['440000', '440300', '440105'])).toBeNull(); // district of another city
    expect(findRegionPath(['440000', '441900', '441901'])).toBeNull();
    expect(findRegionPath(['130000', '130100', '130171'])).toBeNull(); // development zone
    expect(findRegionPath(['410000', '419000', '419001'])).toBeNull(); // pseudo-city is gone
    expect(findRegionPath(['440000', '440300', '440305', '440305'])).toBeNull();
    expect(findRegionPath(['44', '4403', '440305'])).toBeNull();
  });
});
