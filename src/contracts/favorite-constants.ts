/** Favourites' numbers without zod, for browser code; `favorites.ts` re-exports them beside its schemas. */
export const FAVORITE_LIMITS = { maxPageSize: 100, defaultPageSize: 20, keywordMax: 100, maxPerUser: 2000 } as const;
