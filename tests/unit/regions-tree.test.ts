import { describe, expect, it } from 'vitest';
import { getRegionTree } from '@/server/regions/get-region-tree';
import type { RegionNode } from '@/server/regions/region-node';

const tree = getRegionTree();
const all = (nodes: readonly RegionNode[]): RegionNode[] => nodes.flatMap((n) => [n, ...all(n.districts)]);
const nodes = all(tree);
const byCode = new Map(nodes.map((n) => [n.adcode, n]));

describe('region tree data (src/server/regions/data/regions.json)', () => {
  it('has 31 provinces plus Hong Kong, Macau and Taiwan', () => {
    expect(tree).toHaveLength(34);
    expect(tree.every((p) => p.level === 'province' && /^\d{2}0000$/.test(p.adcode))).toBe(true);
    expect(tree.filter((p) => Number(p.adcode) < 710000)).toHaveLength(31);
    expect(tree.slice(-3).map((p) => [p.adcode, p.name])).toEqual([
      ['710000', '台湾省'],
      ['810000', '香港特别行政区'],
      ['820000', '澳门特别行政区'],
    ]);
    expect(byCode.get('710000')?.districts).toEqual([]);
    expect(byCode.get('810000')?.districts).toHaveLength(18);
    expect(byCode.get('820000')?.districts).toHaveLength(8);
  });

  it('keeps the expected number of cities and districts', () => {
    // 342 NBS cities − 4 pseudo-cities + 32 lifted 省直辖 units + 26 HK/Macau districts.
    expect(nodes.filter((n) => n.level === 'city')).toHaveLength(396);
    // 2,854 county-level units − 32 lifted − 4 placeholders of the no-district cities.
    expect(nodes.filter((n) => n.level === 'district')).toHaveLength(2818);
  });

  it('uses 6-digit adcodes, unique, with no development zones (5th digit 7)', () => {
    expect(nodes.every((n) => /^\d{6}$/.test(n.adcode))).toBe(true);
    expect(new Set(nodes.map((n) => n.adcode)).size).toBe(nodes.length);
    expect(nodes.filter((n) => n.adcode[4] === '7').map((n) => n.adcode)).toEqual([]);
  });

  it('is sorted by adcode at every level', () => {
    const check = (list: readonly RegionNode[]) => {
      const codes = list.map((n) => n.adcode);
      expect(codes).toEqual([...codes].sort());
      list.forEach((n) => check(n.districts));
    };
    check(tree);
  });

  it('nests levels properly: district codes start with their city prefix, districts are leaves', () => {
    for (const province of tree) {
      for (const city of province.districts) {
        expect(city.level).toBe('city');
        expect(city.adcode.slice(0, 2)).toBe(province.adcode.slice(0, 2));
        for (const district of city.districts) {
          expect(district.level).toBe('district');
          expect(district.adcode.slice(0, 4)).toBe(city.adcode.slice(0, 4));
          expect(district.districts).toEqual([]);
        }
      }
    }
  });

  it('names the municipality city level as AMap does', () => {
    expect(['110100', '120100', '310100', '500100', '500200'].map((c) => byCode.get(c)?.name)).toEqual([
      '北京城区',
      '天津城区',
      '上海城区',
      '重庆城区',
      '重庆郊县',
    ]);
    expect(nodes.some((n) => n.name === '市辖区' || n.name === '县')).toBe(false);
  });

  it('gives 东莞, 中山, 儋州 and 嘉峪关 no districts', () => {
    for (const code of ['441900', '442000', '460400', '620200']) {
      expect(byCode.get(code)).toMatchObject({ level: 'city', districts: [] });
    }
    expect(byCode.has('620201')).toBe(false);
  });

  it('lists 省直辖县级 units directly under the province, without the pseudo-cities', () => {
    for (const code of ['419000', '429000', '469000', '659000']) expect(byCode.has(code)).toBe(false);
    const henan = byCode.get('410000');
    expect(henan?.districts.find((c) => c.adcode === '419001')).toMatchObject({
      name: '济源市',
      nameEn: 'Jiyuan',
      level: 'city',
      districts: [],
    });
    expect(byCode.get('429021')?.nameEn).toBe('Shennongjia Forestry District');
    expect(byCode.get('659001')?.name).toBe('石河子市');
  });

  it('resolves 440000/440300/440305 to 广东省/深圳市/南山区 with English names', () => {
    const guangdong = tree.find((p) => p.adcode === '440000');
    const shenzhen = guangdong?.districts.find((c) => c.adcode === '440300');
    const nanshan = shenzhen?.districts.find((d) => d.adcode === '440305');
    expect([guangdong?.name, guangdong?.nameEn]).toEqual(['广东省', 'Guangdong']);
    expect([shenzhen?.name, shenzhen?.nameEn]).toEqual(['深圳市', 'Shenzhen']);
    expect([nanshan?.name, nanshan?.nameEn, nanshan?.level]).toEqual([
      '南山区',
      'Nanshan District',
      'district',
    ]);
  });

  it('has a readable English name on every node', () => {
    expect(nodes.filter((n) => !/^[A-Z][A-Za-zü' .]+$/.test(n.nameEn)).map((n) => n.name)).toEqual([]);
    expect(byCode.get('810000')?.nameEn).toBe('Hong Kong');
    expect(byCode.get('810001')?.nameEn).toBe('Central and Western District');
    expect(byCode.get('610000')?.nameEn).toBe('Shaanxi');
    expect(byCode.get('140000')?.nameEn).toBe('Shanxi');
  });
});
