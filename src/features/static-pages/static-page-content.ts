/**
 * Outline of `staticPages.<page>` in messages/*.json, read with t.raw only for its keys (the texts
 * go through t()). Lists are objects with ordered keys (p1, p2… / i1… / s1…), not arrays: message
 * trees hold only strings and objects. A section's key is its anchor id (e.g. /aboutus#guide).
 */
export type StaticSectionOutline = {
  heading: unknown;
  paragraphs?: Record<string, unknown>;
  items?: Record<string, unknown>;
  steps?: Record<string, unknown>;
};
export type StaticPageOutline = { sections: Record<string, StaticSectionOutline> };
export const STATIC_PAGES = ['terms', 'aboutus', 'privacy'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];
