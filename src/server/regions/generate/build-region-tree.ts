import type { RegionLevel, RegionNode } from '../region-node';
import { englishName } from './english-name';

/*
 * Turns the raw package rows into the AMap-like tree (generator only). Clean-up, per data-sources.md:
 * - short codes padded to 6-digit adcodes; development zones (5th digit 7) dropped;
 * - municipality city level renamed as AMap does (北京城区 … 重庆郊县);
 * - 东莞/中山/儋州/嘉峪关 have no county level: `districts: []` instead of the package's placeholder;
 * - units under the 省直辖县级 pseudo-cities (419000, 429000, 469000, 659000) are lifted to the city level,
 *   as AMap lists them (see docs/decisions/0005-region-tree.md); HK/Macau districts sit there too.
 */

export type ProvinceRow = { code: string; name: string };
export type CityRow = { code: string; name: string; provinceCode: string };
export type AreaRow = { code: string; name: string; cityCode: string; provinceCode: string };
export type SarRow = { code: string; name: string };

export type RegionSources = {
  provinces: ProvinceRow[];
  cities: CityRow[];
  areas: AreaRow[];
  hongKong: SarRow[];
  macau: SarRow[];
};

export const MUNICIPALITY_CITY_NAMES: Record<string, string> = {
  '110100': '北京城区',
  '120100': '天津城区',
  '310100': '上海城区',
  '500100': '重庆城区',
  '500200': '重庆郊县',
};

export const CITIES_WITHOUT_DISTRICTS = ['441900', '442000', '460400', '620200'];

export const PSEUDO_CITIES = ['419000', '429000', '469000', '659000'];

export function isDevelopmentZone(adcode: string): boolean {
  return adcode[4] === '7';
}

function node(adcode: string, name: string, level: RegionLevel, districts: RegionNode[] = []): RegionNode {
  return { adcode, name, nameEn: englishName(adcode, name), level, districts };
}

function byAdcode(a: RegionNode, b: RegionNode): number {
  return a.adcode < b.adcode ? -1 : a.adcode > b.adcode ? 1 : 0;
}

function sortTree(nodes: RegionNode[]): RegionNode[] {
  return nodes.map((n) => ({ ...n, districts: sortTree(n.districts) })).sort(byAdcode);
}

export function buildRegionTree(src: RegionSources): RegionNode[] {
  const areasByCity = new Map<string, AreaRow[]>();
  for (const area of src.areas) {
    if (isDevelopmentZone(area.code)) continue;
    const list = areasByCity.get(area.cityCode) ?? [];
    list.push(area);
    areasByCity.set(area.cityCode, list);
  }

  const provinces = src.provinces.map((p) => {
    const cities: RegionNode[] = [];
    for (const c of src.cities.filter((row) => row.provinceCode === p.code)) {
      const adcode = `${c.code}00`;
      const areas = areasByCity.get(c.code) ?? [];
      if (PSEUDO_CITIES.includes(adcode)) {
        // 济源市, 仙桃市, 五指山市, 石河子市 …: a county-level unit the picker shows as a city without districts.
        cities.push(...areas.map((a) => node(a.code, a.name, 'city')));
        continue;
      }
      const districts = CITIES_WITHOUT_DISTRICTS.includes(adcode)
        ? []
        : areas.map((a) => node(a.code, a.name, 'district'));
      cities.push(node(adcode, MUNICIPALITY_CITY_NAMES[adcode] ?? c.name, 'city', districts));
    }
    return node(`${p.code}0000`, p.name, 'province', cities);
  });

  const sar = (adcode: string, name: string, rows: SarRow[]) =>
    node(
      adcode,
      name,
      'province',
      rows.map((r) => node(r.code, r.name, 'city')),
    );
  provinces.push(
    node('710000', '台湾省', 'province'),
    sar('810000', '香港特别行政区', src.hongKong),
    sar('820000', '澳门特别行政区', src.macau),
  );
  return sortTree(provinces);
}
