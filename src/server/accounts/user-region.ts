import type { CompanyRow } from '../db/schema';
import { findRegionPath, type RegionPath } from '../regions/get-region-tree';

/** The picker value as stored: province, city, district adcodes (empty where the level does not exist). */
export function regionCodes(input: { province: string; city?: string; district?: string }): string[] {
  return [input.province, input.city ?? '', input.district ?? ''].filter((code) => code !== '');
}

/** Validates a picker value with the region tree; the stored codes drop repeated leaf codes (东莞 → city only). */
export function resolveRegion(input: { province: string; city?: string; district?: string }): {
  path: RegionPath;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
} | null {
  const path = findRegionPath(regionCodes(input));
  if (!path) return null;
  return {
    path,
    provinceCode: path.province.adcode,
    cityCode: path.city?.adcode ?? '',
    districtCode: path.district?.adcode ?? '',
  };
}

/** Names for a stored company's codes; a code the current tree no longer knows (or none) reads as null. */
export function userRegion(company: Pick<CompanyRow, 'provinceCode' | 'cityCode' | 'districtCode'> | null) {
  const path = company
    ? findRegionPath(regionCodes({ province: company.provinceCode, city: company.cityCode, district: company.districtCode }))
    : undefined;
  return { province: path?.province ?? null, city: path?.city ?? null, district: path?.district ?? null };
}

/** "广东省 深圳市 南山区" for operator messages. */
export function regionLabel(path: RegionPath): string {
  return [path.province.name, path.city?.name, path.district?.name].filter(Boolean).join(' ');
}
