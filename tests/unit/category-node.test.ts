import { describe, expect, it } from 'vitest';
import { buildCategoryTree, toCategoryNode } from '@/server/catalog/category-node';

const row = (id: number, cid: string, parentId: number | null) => ({
  id,
  cid,
  title: `分类${cid}`,
  titleEn: `Cat ${cid}`,
  parentId,
});

describe('buildCategoryTree', () => {
  it('nests children under their parent in row order, with derived pid', () => {
    const tree = buildCategoryTree([
      row(2, '10', null),
      row(5, '1003', 2),
      row(1, '13', null),
      row(4, '1001', 2),
      row(3, '1311', 1),
    ]);
    expect(tree.map((n) => n.cid)).toEqual(['10', '13']);
    expect(tree[0]!.autopartsCategoryList.map((n) => [n.cid, n.pid])).toEqual([
      ['1003', 2],
      ['1001', 2],
    ]);
    expect(tree[1]!.autopartsCategoryList.map((n) => n.cid)).toEqual(['1311']);
    expect(tree.every((n) => n.pid === 0)).toBe(true);
  });

  it('drops orphans instead of promoting them', () => {
    expect(buildCategoryTree([row(1, '10', null), row(9, '2001', 77)]).map((n) => n.cid)).toEqual(['10']);
  });

  it('maps the spec field names', () => {
    expect(toCategoryNode(row(3, '08', null))).toEqual({
      id: 3,
      cid: '08',
      title: '分类08',
      title_en: 'Cat 08',
      pid: 0,
      autopartsCategoryList: [],
    });
  });
});
