import regions from './data/regions.json';
import type { RegionNode, RegionRef } from './region-node';

/*
 * The region tree is static, generated data (npm run gen:regions → data/regions.json): no DB, loaded once
 * with the module and shared read-only by every caller.
 */
const TREE = regions as RegionNode[];

/** Provinces (plus HK, Macau, Taiwan) → cities → districts, sorted by adcode. Do not mutate. */
export function getRegionTree(): readonly RegionNode[] {
  return TREE;
}

export type RegionPath = { province: RegionRef; city: RegionRef | null; district: RegionRef | null };

const ref = (n: RegionNode): RegionRef => ({ adcode: n.adcode, name: n.name, nameEn: n.nameEn });

/**
 * Validates a picker value `[province, city, district]` (adcodes) and resolves its names.
 * Where a level has no children (Taiwan has no cities; 东莞, 济源, 香港中西区 … have no districts) the
 * missing items may be absent or repeat the last real adcode, as cascaders often do: for 东莞
 * `['440000','441900']` and `['440000','441900','441900']` are both valid; for Taiwan `['710000']`.
 * Anything else (unknown code, wrong parent, a level skipped where children exist, extra items) → null.
 */
export function findRegionPath(adcodes: readonly string[]): RegionPath | null {
  if (adcodes.length < 1 || adcodes.length > 3) return null;
  const chain: RegionNode[] = [];
  let level: readonly RegionNode[] = TREE;
  for (const code of adcodes) {
    const parent = chain.at(-1);
    if (parent && parent.districts.length === 0) {
      // Below a leaf only a repeat of the leaf itself is allowed.
      if (code !== parent.adcode) return null;
      continue;
    }
    const found = level.find((n) => n.adcode === code);
    if (!found) return null;
    chain.push(found);
    level = found.districts;
  }
  // Every level that has children must have been chosen.
  const last = chain.at(-1);
  if (!last || last.districts.length > 0) return null;
  const [province, city, district] = chain;
  if (!province) return null;
  return {
    province: ref(province),
    city: city ? ref(city) : null,
    district: district ? ref(district) : null,
  };
}
