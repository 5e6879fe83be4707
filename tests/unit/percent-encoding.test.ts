import { describe, expect, it } from 'vitest';
import { isMalformedRequestTarget } from '@/lib/percent-encoding';

describe('isMalformedRequestTarget', () => {
  it.each([
    '/%',
    '/%25',
    '/en/%25',
    '/a%',
    '/%zz',
    '/product/PM-%E4%B8',
    '/product/%C3%28',
    '/en/search?q=%E4%ZZ',
    '/products?keyword=%',
    '/products?keyword=ok&page=%zz',
    '/?%=1',
    '/api/products/%zz',
    '/api/search?q=%',
  ])('%s cannot be read', (target) => {
    expect(isMalformedRequestTarget(target)).toBe(true);
  });

  it.each([
    '/',
    '/en',
    '/product/PM-1001',
    '/product/PM%2D1',
    '/product/%C3%84%C3%96',
    '/en/products?keyword=50%25',
    '/products?keyword=%E5%88%B9%E8%BD%A6+%E7%89%87',
    '/products?keyword=a+b&page=2',
    '/category/10?page=2',
    '/api/cate?lang=en',
  ])('%s is fine', (target) => {
    expect(isMalformedRequestTarget(target)).toBe(false);
  });
});
