import { HOT_CATEGORY_IDS } from '@/contracts/catalog';
import { buildProduct, type BuildCategory, type BuiltProduct } from './build-product';
import { mulberry32, rngFor } from './rng';

export const DEMO_SEED = 20_240_701;

/** Hot child categories appear on the home page, so they get a triple share of the products. */
const HOT_WEIGHT = 3;

/**
 * The order products are spread over categories: every child once (hot ones several times), shuffled
 * with the fixed seed. Product i goes to slot i mod length, so any count ≥ slots covers every child.
 */
export function categorySchedule(children: readonly BuildCategory[], seed = DEMO_SEED): BuildCategory[] {
  const hot = new Set<string>(HOT_CATEGORY_IDS);
  const slots = children.flatMap((c) => Array.from({ length: hot.has(c.cid) ? HOT_WEIGHT : 1 }, () => c));
  const rng = mulberry32(seed);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

/**
 * Lazily yields `count` products: memory stays flat even for a million. Each product has its own
 * rng derived from (seed, index), so product N is the same whatever the batch size or count.
 */
export function* demoProducts(children: readonly BuildCategory[], count: number, seed = DEMO_SEED): Generator<BuiltProduct> {
  const schedule = categorySchedule(children, seed);
  if (schedule.length === 0) return;
  for (let i = 0; i < count; i++) {
    yield buildProduct(rngFor(seed, i), schedule[i % schedule.length]!, i + 1);
  }
}
