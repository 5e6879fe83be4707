import { beforeEach, describe, expect, it, vi } from 'vitest';

// The heart's store against calls the test answers one by one (the favourites API is the db suite's).
const calls: string[] = [];
const answers: { resolve: () => void; reject: (err: Error) => void }[] = [];
function answerable(name: string) {
  return (sku: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(`${name} ${sku}`);
      answers.push({ resolve, reject });
    });
}
vi.mock('@/client/favorite-calls', () => ({
  fetchFavoriteSkus: async () => [],
  addFavorite: answerable('add'),
  removeFavorite: answerable('remove'),
}));
vi.mock('@/client/user-account-store', () => ({
  userAccountStore: { getState: () => ({ token: 'buyer-token', userInfo: null }) },
  isSignedIn: () => true,
}));

const { favoriteState, markFavorite, toggleFavorite } = await import('@/client/favorite-ids-store');

/** Lets the store's awaits run (the dynamic import, a call's answer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const SAVED = 1;
const PENDING = 2;

let n = 0;
let sku = '';
beforeEach(() => {
  calls.length = 0;
  answers.length = 0;
  sku = `PM-TEST-${++n}`; // the store is a module singleton: a product of its own per test
});

describe('favourite toggle', () => {
  it('a click while the previous change is on its way is sent after it, and the heart ends as clicked', async () => {
    markFavorite(sku, true);
    const first = toggleFavorite(sku);
    expect(favoriteState(sku)).toBe(PENDING); // shown as not saved at once
    await settle();
    expect(calls).toEqual([`remove ${sku}`]);

    await toggleFavorite(sku); // the buyer changes their mind before the answer
    expect(favoriteState(sku)).toBe(SAVED + PENDING);
    expect(calls).toEqual([`remove ${sku}`]); // one call per product at a time

    answers[0]!.resolve();
    await settle();
    expect(calls).toEqual([`remove ${sku}`, `add ${sku}`]);
    answers[1]!.resolve();
    await first;
    expect(favoriteState(sku)).toBe(SAVED);
  });

  it('clicks that cancel out while a call runs send nothing more', async () => {
    const first = toggleFavorite(sku);
    await settle();
    await toggleFavorite(sku);
    await toggleFavorite(sku);
    answers[0]!.resolve();
    await first;
    expect(calls).toEqual([`add ${sku}`]);
    expect(favoriteState(sku)).toBe(SAVED);
  });

  it('a refused change is rolled back to what the server holds', async () => {
    const first = toggleFavorite(sku);
    await settle();
    expect(favoriteState(sku)).toBe(SAVED + PENDING);
    answers[0]!.reject(new Error('refused'));
    await first;
    expect(favoriteState(sku)).toBe(0);
  });
});
