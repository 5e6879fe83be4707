import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@/contracts/catalog';
import { mobileMenuCategories } from '@/features/layout/category-menus';

const node = (id: number, cid: string, children: CategoryNode[] = [], pid = 0): CategoryNode => ({
  id,
  cid,
  title: `分类${cid}`,
  title_en: cid === '11' ? '' : `Cat ${cid}`,
  pid,
  autopartsCategoryList: children,
});

// 14 top categories (10…23), each with 6 subcategories (xx01…xx06).
const tree = Array.from({ length: 14 }, (_, i) => {
  const cid = String(10 + i);
  return node(i + 1, cid, Array.from({ length: 6 }, (_, j) => node(100 + i * 10 + j, `${cid}0${j + 1}`, [], i + 1)));
});

describe('the phone menu categories', () => {
  it('are the dropdown’s: the first 12 top categories with their first 4 subcategories', () => {
    const menu = mobileMenuCategories(tree, 'en', (category) => `Subcategories of ${category}`);
    expect(menu.map((c) => c.cid)).toEqual(tree.slice(0, 12).map((c) => c.cid));
    expect(menu.every((c) => c.subcategories.length === 4)).toBe(true);
    expect(menu[0]).toEqual({
      cid: '10',
      title: 'Cat 10',
      href: '/en/category/10',
      toggleLabel: 'Subcategories of Cat 10',
      subcategories: ['1001', '1002', '1003', '1004'].map((cid) => ({ cid, title: `Cat ${cid}`, href: `/en/category/${cid}` })),
    });
  });

  it('are titled and linked in the page’s language, a missing English title falling back to the Chinese one', () => {
    const zh = mobileMenuCategories(tree, 'zh', (category) => `${category}的子类目`);
    expect(zh[0]).toMatchObject({ title: '分类10', href: '/category/10', toggleLabel: '分类10的子类目' });
    expect(zh[0]!.subcategories[0]).toEqual({ cid: '1001', title: '分类1001', href: '/category/1001' });
    expect(mobileMenuCategories(tree, 'en', (c) => c)[1]!.title).toBe('分类11');
  });
});
