import { describe, expect, it } from 'vitest';
import { HOT_CATEGORY_IDS, MENU_CATEGORY_IDS, cidSchema } from '@/contracts/catalog';
import { CATEGORY_TREE } from '@/server/db/seed/demo-catalogue/category-data';

const all = CATEGORY_TREE.flatMap((top) => [top, ...top.children]);
const byCid = new Map(all.map((c) => [c.cid, c]));

describe('categories.json', () => {
  it('has every id the spec names (hot, menu and the required top codes)', () => {
    for (const id of [
      ...HOT_CATEGORY_IDS,
      ...MENU_CATEGORY_IDS,
      '13',
      '16',
      '30',
      '08',
      '03',
      '12',
      '10',
      '09',
      '1003',
      '1019',
      '1011',
    ]) {
      expect(byCid.has(id), id).toBe(true);
    }
  });

  it('is a two-level tree with our code scheme', () => {
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(30);
    CATEGORY_TREE.forEach((top, i) => {
      expect(top.cid).toBe(String(i + 1).padStart(2, '0'));
      expect(top.children.length).toBeGreaterThan(0);
      top.children.forEach((child, j) => {
        expect(child.cid).toBe(top.cid + String(j + 1).padStart(2, '0'));
        expect(cidSchema.safeParse(child.cid).success).toBe(true);
      });
    });
    expect(new Set(all.map((c) => c.cid)).size).toBe(all.length);
  });

  it('gives the dropdown (first 12 categories, 4 subcategories each) full rows', () => {
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(12);
    for (const top of CATEGORY_TREE.slice(0, 12))
      expect(top.children.length, top.cid).toBeGreaterThanOrEqual(4);
  });

  it('names every category in zh, en and de', () => {
    for (const c of all) {
      expect(c.title.trim(), c.cid).not.toBe('');
      expect(c.titleEn.trim(), c.cid).not.toBe('');
      expect(c.titleDe.trim(), c.cid).not.toBe('');
      expect(c.taxonomyId, c.cid).toMatch(/^vp-1-[2-7](-\d+)*$/);
    }
  });

  it('uses the corrected trade names', () => {
    const byTaxonomy = new Map(all.map((c) => [c.taxonomyId, c]));
    expect(byTaxonomy.get('vp-1-4-1-5')?.title).toBe('制动管路');
    expect(byTaxonomy.get('vp-1-4-5-5')?.title).toBe('机油滤清器');
    expect(byTaxonomy.get('vp-1-4-6-4')?.titleDe).not.toBe('Motorlager');
    expect(byTaxonomy.get('vp-1-4-14-6')?.title).toBe('起动机');
  });
});
