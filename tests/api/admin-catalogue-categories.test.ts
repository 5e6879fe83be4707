import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { getDb } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

/*
 * The console's categories (docs/decisions/0049): the tree with flags, creating and editing with the
 * code rules, refusing to delete a category that still holds something, and the storefront following
 * the hot and menu flags instead of constants.
 */

let operator: Session;
let buyer: Session;
beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  await seedKnownCatalogue(db);
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
});

const category = (cid: string, parentCid: string | null, overrides: Record<string, unknown> = {}) => ({
  cid,
  parentCid,
  titleZh: `测试 ${cid}`,
  titleEn: `Test ${cid}`,
  sortOrder: 50,
  isHot: false,
  inMenu: false,
  ...overrides,
});
type Node = { cid: string; isHot: boolean; inMenu: boolean; productCount: number; children: Node[] };
const tree = async () => (await send('/api/admin/categories', 'GET', operator.headers)).body.data as Node[];
const find = (nodes: Node[], cid: string): Node | undefined =>
  nodes.flatMap((n) => [n, ...n.children]).find((n) => n.cid === cid);

describe('categories in the console', () => {
  it('lists the two-level tree with the seeded flags and product counts', async () => {
    const nodes = await tree();
    expect(find(nodes, '13')).toMatchObject({ isHot: true, inMenu: true });
    expect(find(nodes, '1003')).toMatchObject({ isHot: true, inMenu: false });
    expect(find(nodes, '1003')!.productCount).toBeGreaterThan(0);
    // A top category counts its subcategories' products (it holds none itself).
    const brakes = nodes.find((n) => n.cid === '10')!;
    expect(brakes.productCount).toBe(brakes.children.reduce((sum, c) => sum + c.productCount, 0));
    expect(brakes.productCount).toBeGreaterThan(find(nodes, '1003')!.productCount);
    expect(nodes.find((n) => n.cid === '10')!.children.map((c) => c.cid)).toEqual(['1003', '1019']);
  });

  it('creates a top category and a child under it, audited; a buyer is refused', async () => {
    const top = await send('/api/admin/categories?lang=en', 'POST', operator.headers, category('71', null));
    expect(top.body).toMatchObject({ status: 200, msg: en.api.categoryCreated, data: { cid: '71', parentCid: null } });
    const child = await send('/api/admin/categories', 'POST', operator.headers, category('7101', '71', { inMenu: true }));
    expect(child.body).toMatchObject({ status: 200, msg: zh.api.categoryCreated, data: { cid: '7101', parentCid: '71', inMenu: true } });
    expect(find(await tree(), '7101')).toMatchObject({ inMenu: true, productCount: 0 });
    const rows = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'category.create'), eq(auditLog.targetId, '7101')));
    expect(rows[0]?.after).toMatchObject({ cid: '7101', parentCid: '71', titleEn: 'Test 7101', inMenu: true });
    expect((await send('/api/admin/categories', 'POST', buyer.headers, category('72', null))).body.status).toBe(403000);
  });

  it('refuses bad codes with a translated message, creating nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [category('7301', '10'), 'cid', en.api.categoryCodeParent],
      [category('1099', '1003'), 'parentCid', ''],
      [category('73', '10'), 'cid', en.api.categoryCodeParent],
      [category('13', null), 'cid', en.api.categoryCodeTaken.replace('{cid}', '13')],
      [category('7401', '74'), 'parentCid', en.api.categoryParentNotFound],
      [category('7', null), 'cid', ''],
      [category('75', null, { titleEn: '' }), 'titleEn', ''],
    ];
    for (const [body, field, message] of cases) {
      const { res, body: answer } = await send('/api/admin/categories?lang=en', 'POST', operator.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.status).toBe(400001);
      const error = answer.errors.find((e: { path: string }) => e.path === field);
      expect(error, JSON.stringify(answer)).toBeDefined();
      if (message) expect(error.message).toBe(message);
    }
    const zhAnswer = (await send('/api/admin/categories?lang=zh', 'POST', operator.headers, category('7301', '10'))).body;
    expect(zhAnswer.msg).toBe(zh.api.categoryCodeParent);
    const cids = (await tree()).flatMap((n) => [n.cid, ...n.children.map((c) => c.cid)]);
    for (const cid of ['7301', '1099', '7401', '7', '75']) expect(cids).not.toContain(cid);
  });

  it('edits titles, order and flags; the storefront hot rows and menu follow the flags', async () => {
    const before = (await api('/api/cate/product')).body.data.map((r: { cid: string }) => r.cid);
    expect(before).toEqual(['13', '1003', '1019', '08']);
    const saved = await send('/api/admin/categories/08?lang=en', 'PUT', operator.headers, {
      titleZh: '车灯', titleEn: 'Lamps', sortOrder: 3, isHot: false, inMenu: true,
    });
    expect(saved.body).toMatchObject({ status: 200, msg: en.api.categorySaved, data: { cid: '08', titleEn: 'Lamps', isHot: false } });
    await send('/api/admin/categories/1311', 'PUT', operator.headers, {
      titleZh: '机油滤清器', titleEn: 'Oil Filters', sortOrder: 1, isHot: true, inMenu: false,
    });
    // The spec's default list keeps its order; a newly flagged category follows.
    expect((await api('/api/cate/product')).body.data.map((r: { cid: string }) => r.cid)).toEqual(['13', '1003', '1019', '1311']);
    const rows = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'category.update'), eq(auditLog.targetId, '08')));
    expect(rows[0]).toMatchObject({ before: { titleEn: 'Lighting', isHot: true }, after: { titleEn: 'Lamps', isHot: false } });
    expect((await send('/api/admin/categories/98', 'PUT', operator.headers, { titleZh: 'x', titleEn: 'x', sortOrder: 1, isHot: false, inMenu: false })).res.status).toBe(404);
  });

  it('refuses to delete a category holding products or children, and deletes an empty one', async () => {
    for (const [cid, products, children] of [['1003', null, 0], ['10', 0, 2]] as const) {
      const { res, body } = await send(`/api/admin/categories/${cid}?lang=en`, 'DELETE', operator.headers);
      expect(res.status).toBe(409);
      expect(body.msg).toMatch(new RegExp(`${children} subcategories`));
      if (products === 0) expect(body.msg).toContain('0 products');
    }
    expect((await send('/api/admin/categories/1003?lang=zh', 'DELETE', operator.headers)).body.msg).toMatch(/^该分类下仍有 \d+ 个商品和 0 个子分类/);
    await send('/api/admin/categories', 'POST', operator.headers, category('76', null));
    const gone = await send('/api/admin/categories/76?lang=en', 'DELETE', operator.headers);
    expect(gone.body).toMatchObject({ status: 200, msg: en.api.categoryDeleted });
    expect(find(await tree(), '76')).toBeUndefined();
    const rows = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'category.delete'), eq(auditLog.targetId, '76')));
    expect(rows).toHaveLength(1);
  });
});
