import { brandsFor, BRANDS } from './brands';
import { brandPartNumber } from './part-numbers';
import { profileFor } from './part-profiles';
import { chance, pick, randInt, rngFor } from './rng';

/** A separate stream from the product's own, so adding cross-references changed no existing product. */
const XREF_SALT = 0x0c0ffee;

export type BuiltCrossReference = { brand: string; number: string };

/**
 * Interchange numbers for demo product `index`: 0–3 other brands of the same group that make the same
 * part, each with a number in that brand's own layout.
 */
export function demoCrossReferences(seed: number, index: number, ownBrand: string, taxonomyId: string | null | undefined): BuiltCrossReference[] {
  const rng = rngFor(seed ^ XREF_SALT, index);
  if (!chance(rng, 0.75)) return [];
  const others = brandsFor(profileFor(taxonomyId).group).filter((b) => b.name !== ownBrand);
  const pool = others.length > 0 ? others : BRANDS.filter((b) => b.name !== ownBrand);
  const out: BuiltCrossReference[] = [];
  const used = new Set<string>();
  for (let i = randInt(rng, 1, 3); i > 0; i--) {
    const brand = pick(rng, pool);
    if (used.has(brand.name)) continue;
    used.add(brand.name);
    out.push({ brand: brand.name, number: brandPartNumber(rng, brand.name) });
  }
  return out;
}

/** Sales-rank style popularity: most parts sell little, a few sell a lot (Pareto-like). */
export function demoPopularity(seed: number, index: number): number {
  const rng = rngFor(seed ^ (XREF_SALT + 1), index);
  return Math.floor(1000 * rng() ** 4);
}
