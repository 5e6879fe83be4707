import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedKnownCatalogue, type KnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';

let known: KnownCatalogue;
beforeAll(async () => {
  known = await seedKnownCatalogue(await getDb());
});

describe('GET /api/cate', () => {
  it('answers the two-level tree in the spec shape, ordered by sortOrder', async () => {
    const { res, body } = await api('/api/cate');
    expect(res.status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.msg).toBe('成功');
    const tree = body.data;
    expect(tree.map((n: { cid: string }) => n.cid)).toEqual(['13', '10', '08']);
    const brakes = tree[1];
    expect(brakes).toEqual({
      id: known.categories.brakes!.id,
      cid: '10',
      title: '制动系统',
      title_en: 'Brakes',
      pid: 0,
      autopartsCategoryList: [
        { id: known.categories.pads!.id, cid: '1003', title: '刹车片', title_en: 'Brake Pads', pid: known.categories.brakes!.id, autopartsCategoryList: [] },
        { id: known.categories.discs!.id, cid: '1019', title: '刹车盘', title_en: 'Brake Discs', pid: known.categories.brakes!.id, autopartsCategoryList: [] },
      ],
    });
    expect(tree[2].autopartsCategoryList).toEqual([]);
  });

  it('has exactly the keys the spec names, at both levels', async () => {
    const { body } = await api('/api/cate?lang=en');
    const keys = ['autopartsCategoryList', 'cid', 'id', 'pid', 'title', 'title_en'];
    for (const top of body.data) {
      expect(Object.keys(top).sort()).toEqual(keys);
      for (const child of top.autopartsCategoryList) expect(Object.keys(child).sort()).toEqual(keys);
    }
  });

  it('gives the same tree in both languages (both titles always present), msg follows lang', async () => {
    const zh = await api('/api/cate?lang=zh&site=us');
    const en = await api('/api/cate?lang=en&site=de');
    expect(en.body.data).toEqual(zh.body.data);
    expect(en.body.msg).toBe('OK');
    expect(zh.body.msg).toBe('成功');
  });

  it('is publicly cacheable for a minute when the client already holds its XSRF cookie', async () => {
    const first = await api('/api/cate');
    const cookie = /XSRF-TOKEN=[^;]+/.exec(first.res.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeTruthy();
    // The answer that sets the cookie must not be stored by shared caches.
    expect(first.res.headers.get('cache-control')).toBe('private, max-age=60, stale-while-revalidate=300');
    const second = await api('/api/cate', { headers: { cookie: cookie! } });
    expect(second.res.headers.get('set-cookie')).toBeNull();
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    // A shared cache keeps one copy per coding (the app gzips it for clients that take gzip).
    expect(second.res.headers.get('vary')).toBe('Accept-Encoding');
  });
});
