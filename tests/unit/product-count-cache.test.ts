import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@/server/db/types';
import { countWithCache, forgetProductCounts, LARGE_TOTAL } from '@/server/catalog/product-count-cache';

const fakeDb = () => ({}) as Db;

describe('countWithCache', () => {
  it('always recounts small totals', async () => {
    const db = fakeDb();
    const count = vi.fn(async () => 42);
    await countWithCache(db, 'k', count);
    await countWithCache(db, 'k', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps a large total for a minute, per key and per database', async () => {
    const db = fakeDb();
    const count = vi.fn(async () => LARGE_TOTAL + 5);
    expect(await countWithCache(db, 'all', count, 0)).toBe(LARGE_TOTAL + 5);
    expect(await countWithCache(db, 'all', count, 59_000)).toBe(LARGE_TOTAL + 5);
    expect(count).toHaveBeenCalledTimes(1);
    await countWithCache(db, 'other', count, 59_000);
    await countWithCache(fakeDb(), 'all', count, 59_000);
    expect(count).toHaveBeenCalledTimes(3);
    await countWithCache(db, 'all', count, 61_000);
    expect(count).toHaveBeenCalledTimes(4);
    forgetProductCounts(db);
    await countWithCache(db, 'all', count, 61_001);
    expect(count).toHaveBeenCalledTimes(5);
  });
});
