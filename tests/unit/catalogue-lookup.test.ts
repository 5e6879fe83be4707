import { describe, expect, it } from 'vitest';
import type { CatalogueTarget } from '@/lib/storefront-target';
import { memoizeCatalogueLookup } from '@/server/catalog/catalogue-lookup';

/** A stand-in catalogue: counts its queries; the version is whatever the test says. */
function catalogue(known: Set<string>) {
  const state = { version: 'v1', queries: 0, fail: false };
  const exists = async (target: CatalogueTarget) => {
    state.queries++;
    if (state.fail) throw new Error('database unavailable');
    return known.has(target.kind === 'product' ? target.skuCode : `${target.cid}/${target.page}`);
  };
  return { state, exists, version: async () => state.version };
}

const product = (skuCode: string): CatalogueTarget => ({ kind: 'product', skuCode });

describe('memoizeCatalogueLookup', () => {
  it('asks the catalogue once per target and version, for known and unknown targets alike', async () => {
    const { state, exists, version } = catalogue(new Set(['PM-1', '10/2']));
    const lookup = memoizeCatalogueLookup(exists, version);
    expect(await lookup(product('PM-1'))).toBe(true);
    expect(await lookup(product('PM-1'))).toBe(true);
    expect(await lookup(product('NOPE'))).toBe(false);
    expect(await lookup(product('NOPE'))).toBe(false);
    expect(await lookup({ kind: 'category', cid: '10', page: 2 })).toBe(true);
    expect(await lookup({ kind: 'category', cid: '10', page: 3 })).toBe(false);
    expect(state.queries).toBe(4);
  });

  it('forgets everything when the catalogue version changes', async () => {
    const known = new Set<string>();
    const { state, exists, version } = catalogue(known);
    const lookup = memoizeCatalogueLookup(exists, version);
    expect(await lookup(product('NEW-1'))).toBe(false);
    known.add('NEW-1');
    expect(await lookup(product('NEW-1'))).toBe(false); // same version: the kept answer
    state.version = 'v2';
    expect(await lookup(product('NEW-1'))).toBe(true);
    expect(state.queries).toBe(2);
  });

  it('concurrent questions share one query', async () => {
    const { state, exists, version } = catalogue(new Set(['PM-1']));
    const lookup = memoizeCatalogueLookup(exists, version);
    expect(
      await Promise.all([lookup(product('PM-1')), lookup(product('PM-1')), lookup(product('PM-1'))]),
    ).toEqual([true, true, true]);
    expect(state.queries).toBe(1);
  });

  it('keeps at most maxEntries answers, oldest out, so made-up URLs cannot grow it', async () => {
    const { state, exists, version } = catalogue(new Set());
    const lookup = memoizeCatalogueLookup(exists, version, 3);
    for (const sku of ['A-1', 'A-2', 'A-3', 'A-4']) await lookup(product(sku));
    expect(state.queries).toBe(4);
    await lookup(product('A-4'));
    await lookup(product('A-2'));
    expect(state.queries).toBe(4);
    await lookup(product('A-1')); // the oldest went first
    expect(state.queries).toBe(5);
  });

  it('does not keep a failure', async () => {
    const { state, exists, version } = catalogue(new Set(['PM-1']));
    const lookup = memoizeCatalogueLookup(exists, version);
    state.fail = true;
    await expect(lookup(product('PM-1'))).rejects.toThrow('database unavailable');
    state.fail = false;
    expect(await lookup(product('PM-1'))).toBe(true);
    expect(state.queries).toBe(2);
  });
});
