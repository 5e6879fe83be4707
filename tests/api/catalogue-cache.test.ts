import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '@/server/catalog/catalogue-cache';
import { getDb } from '@/server/db';
import { categories } from '@/server/db/schema';
import { createCategory } from '@tests/factories/catalog';

/**
 * The catalogue cache (src/server/catalog/catalogue-cache.ts) over the real database. Two caches on
 * one database stand for two instances of the store; a clock of our own stands for time.
 */
function instance(checkEveryMs = 2000) {
  const clock = { now: 0 };
  const cache = createCatalogueCache({ checkEveryMs: () => checkEveryMs, now: () => clock.now });
  return { cache, clock };
}

/** What an instance shows: the title of category `cid`, read through its cache. */
async function titleOf(cache: ReturnType<typeof createCatalogueCache>, cid: string): Promise<string | null> {
  const db = await getDb();
  return cache.get(db, `title:${cid}`, async () => {
    const [row] = await db.select({ title: categories.titleEn }).from(categories).where(eq(categories.cid, cid));
    return row?.title ?? null;
  });
}

async function rename(cid: string, titleEn: string): Promise<void> {
  await (await getDb()).update(categories).set({ titleEn }).where(eq(categories.cid, cid));
}

describe('the catalogue cache', () => {
  it('sees a catalogue change once its check interval has passed, and keeps values until then', async () => {
    await createCategory(await getDb(), { cid: '61', titleEn: 'Wipers' });
    const { cache, clock } = instance();
    expect(await titleOf(cache, '61')).toBe('Wipers');
    await rename('61', 'Wiper Blades');
    clock.now = 1000;
    expect(await titleOf(cache, '61')).toBe('Wipers'); // within the interval: the kept value
    clock.now = 2500;
    expect(await titleOf(cache, '61')).toBe('Wiper Blades');
  });

  it('two instances on one database converge on a change made through either', async () => {
    await createCategory(await getDb(), { cid: '62', titleEn: 'Horns' });
    const a = instance();
    const b = instance();
    expect([await titleOf(a.cache, '62'), await titleOf(b.cache, '62')]).toEqual(['Horns', 'Horns']);
    await rename('62', 'Electric Horns'); // written by instance A, an import or an operator's SQL alike
    a.clock.now = b.clock.now = 2000;
    expect([await titleOf(a.cache, '62'), await titleOf(b.cache, '62')]).toEqual(['Electric Horns', 'Electric Horns']);
  });

  it('after recheck (the freshness poller saw a change) the next read asks for the version at once', async () => {
    await createCategory(await getDb(), { cid: '63', titleEn: 'Mirrors' });
    const { cache } = instance(60_000);
    expect(await titleOf(cache, '63')).toBe('Mirrors');
    await rename('63', 'Side Mirrors');
    expect(await titleOf(cache, '63')).toBe('Mirrors');
    cache.recheck(await getDb());
    expect(await titleOf(cache, '63')).toBe('Side Mirrors');
  });

  it('keeps "not found" as an answer, shares one load between concurrent misses, and never keeps a failure', async () => {
    const { cache } = instance(60_000);
    const db = await getDb();
    expect(await titleOf(cache, '69')).toBeNull();
    await createCategory(db, { cid: '69', titleEn: 'Late' });
    expect(await titleOf(cache, '69')).toBeNull(); // same version as far as this instance knows

    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve((loads += 1)), 20));
    expect(await Promise.all([cache.get(db, 'k', slow), cache.get(db, 'k', slow)])).toEqual([1, 1]);

    await expect(cache.get(db, 'bad', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get(db, 'bad', async () => 'back')).toBe('back');
  });
});
