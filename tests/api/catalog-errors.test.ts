import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { createUser, GOOD_PASSWORD, signIn } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
});

describe('catalogue: bad input gives a clear, translated envelope (never 500)', () => {
  it.each([
    ['unknown cid', '/api/products?cid=99', 404, 404000, 'Category 99 does not exist.', '分类 99 不存在。'],
    ['unknown child cid', '/api/products?cid=1099', 404, 404000, 'Category 1099 does not exist.', '分类 1099 不存在。'],
    ['unknown site', '/api/products?site=xx', 400, 400000, 'Unknown site "xx". Use one of: us, de, au, uk.', '未知站点“xx”。可选：us、de、au、uk。'],
  ])('%s', async (_label, path, http, status, en, zh) => {
    const english = await api(`${path}&lang=en`);
    expect(english.res.status).toBe(http);
    expect(english.body).toEqual({ status, msg: en, data: null });
    const chinese = await api(`${path}&lang=zh`);
    expect(chinese.body).toEqual({ status, msg: zh, data: null });
  });

  it('an unknown lang is explained in the default language (zh)', async () => {
    const { res, body } = await api('/api/products?lang=fr');
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 400000, msg: '未知语言“fr”。可选：en 或 zh。', data: null });
  });

  it('a huge site value is echoed only in part', async () => {
    const { body } = await api(`/api/cate?lang=en&site=${'x'.repeat(5000)}`);
    expect(body.status).toBe(400000);
    expect(body.msg.length).toBeLessThan(120);
  });

  it.each([
    ['cid format', 'cid=abc', 'cid'],
    ['cid with three digits', 'cid=100', 'cid'],
    ['pageSize above 60', 'pageSize=10000', 'pageSize'],
    ['page 0', 'page=0', 'page'],
    ['page above 10000', 'page=10001', 'page'],
    ['page not a number', 'page=abc', 'page'],
    ['page with a fraction', 'page=1.5', 'page'],
    ['negative pageSize', 'pageSize=-1', 'pageSize'],
    ['unknown sort', 'sort=bogus', 'sort'],
    ['keyword over 100 characters', `keyword=${'k'.repeat(101)}`, 'keyword'],
    ['a repeated parameter', 'page=1&page=2', 'page'],
  ])('%s → 400001 naming the field', async (_label, query, field) => {
    for (const lang of ['en', 'zh'] as const) {
      const { res, body } = await api(`/api/products?${query}&lang=${lang}`);
      expect(res.status).toBe(400);
      expect(body.status).toBe(400001);
      expect(body.data).toBeNull();
      expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(body.msg).toMatch(lang === 'en' ? /^Some fields are not valid: / : /^部分字段无效：/);
      expect(body.msg).not.toMatch(/\n\s+at |Error:/);
    }
  });

  it('ignores unknown parameters', async () => {
    const { res, body } = await api('/api/products?foo=bar&utm_source=x&pageSize=1');
    expect(res.status).toBe(200);
    expect(body.data.items).toHaveLength(1);
  });

  it('survives garbage and very long query strings', async () => {
    const garbage = [
      '/api/products?%',
      '/api/products?keyword=%E0%A4%A',
      '/api/products?keyword=%00%00',
      "/api/products?keyword=' OR 1=1 --",
      '/api/products?keyword=<script>alert(1)</script>',
      `/api/products?${'a=b&'.repeat(5000)}`,
      `/api/products?keyword=${'长'.repeat(100)}`,
      `/api/products?cid=${'1'.repeat(10_000)}`,
      '/api/products?page=1e3',
      '/api/products?page=0x10',
      '/api/products?pageSize=%20',
      '/api/cate/product?cids=%',
      `/api/cate/product?cids=${'13,'.repeat(1000)}`,
    ];
    // Signed in: a keyword is a search (visitors are refused before any parsing, see search.test.ts).
    const user = await createUser(await getDb());
    const { headers } = await signIn(user.mobile, GOOD_PASSWORD);
    for (const path of garbage) {
      const { res, body } = await api(path, { headers });
      expect([200, 400, 404], path).toContain(res.status);
      expect([200, 400000, 400001, 404000], path).toContain(body.status);
      expect(JSON.stringify(body), path).not.toMatch(/\bat \S+:\d+:\d+|node_modules|Error:/);
    }
  });

  it('the SQL-looking keyword is just text', async () => {
    const user = await createUser(await getDb());
    const { headers } = await signIn(user.mobile, GOOD_PASSWORD);
    const { body } = await api(`/api/products?keyword=${encodeURIComponent("' OR 1=1 --")}`, { headers });
    const { body: all } = await api('/api/products');
    // Searched as the words it holds ("1"), never as SQL: not the whole catalogue.
    expect(body.data.total).toBeLessThan(all.data.total);
  });
});
