import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, membershipOrders } from '@/server/db/schema';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { joinByInvitation, ownerSession } from '@tests/factories/company';
import { giveMembership, orderRow, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { api } from '@tests/setup/test-app';

/*
 * Plans, order creation (purchase, extension, prorated upgrade), pay status, cancel and the order list
 * (docs/decisions/0022-membership-promises.md). Notifications: membership-notifications.test.ts.
 */

const NOW = Date.parse('2026-11-24T04:00:00.000Z'); // 12:00 in China
const DAY = 86_400_000;
let plans: KnownPlans;

beforeAll(async () => {
  plans = await seedPlans();
});
beforeEach(async () => {
  await resetAccountState();
  setClock(() => new Date(NOW));
});
afterEach(() => resetClock());

async function buyer(): Promise<Session & { id: number }> {
  const user = await createUser(await getDb());
  return { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id };
}
const c2b = (s: Session, vipId: number | string, extra = '&orderType=1') => send(`/api/ums/c2b?vipId=${vipId}${extra}`, 'GET', s.headers);
const upg = (s: Session, vipId: number | string, q = '') => send(`/api/ums/upg?vipId=${vipId}${q}`, 'GET', s.headers);
const status = (s: Session, sn: string, q = '') => send(`/api/ums/c2b/pay/status?sn=${encodeURIComponent(sn)}${q}`, 'GET', s.headers);

describe('GET /api/get/level/memo', () => {
  it('lists the plans on sale in both languages, prices in yuan and fen, limits as numbers; public and cacheable', async () => {
    const zh = await api('/api/get/level/memo?lang=zh&site=de');
    expect(zh.res.status).toBe(200);
    // public for a caller who holds a cookie already; a first visit also sets one, which makes it private.
    expect(zh.res.headers.get('cache-control')).toMatch(/max-age=60/);
    expect(zh.res.headers.get('etag')).toBeTruthy();
    expect(zh.body.data.map((p: { title: string }) => p.title)).toEqual(['季度会员', '年度会员', '企业年度会员']);
    expect(zh.body.data[0]).toEqual({
      id: plans.quarterly.id,
      level: 1,
      title: '季度会员',
      price: 999,
      price_fen: 99_900,
      duration_days: 90,
      memo_data: '会员价（含阶梯价）、精确库存数量及OE号互查',
      memo_cooperation: '询价24小时内答复；快速询价每次最多50行',
      memo_expiration: '自开通之日起90天有效，到期前30天和7天短信提醒续费',
      memo_per_day: '每日最多20次询价',
      memo_account: '1个主账号',
      is_invoice: 0,
      per_day_limit: 20,
      account_limit: 0,
      member_data: true,
      fitment_export: false,
      price_history: false,
      account_manager: false,
      renewal_reminders: true,
      api_access: false,
      quick_inquiry_lines: 50,
      answer_hours: 24,
    });
    const en = await api('/api/get/level/memo?lang=en');
    expect(en.body.data[1]).toMatchObject({ title: 'Annual membership', price: 2999, memo_per_day: 'Up to 100 inquiries per day', is_invoice: 1, per_day_limit: 100, account_limit: 3 });
    expect(en.body.data[2]).toMatchObject({ title: 'Enterprise annual membership', memo_account: '1 main account + 20 sub-accounts', per_day_limit: null, account_limit: 20 });
    const again = await api('/api/get/level/memo?lang=en', { headers: { 'if-none-match': en.res.headers.get('etag')! } });
    expect(again.res.status).toBe(304);
  });
});

describe('GET /api/ums/c2b — buying a plan', () => {
  it('creates a pending order from the plan row: amount, title, 15-minute window, VIP number, sandbox cashier URL', async () => {
    const a = await buyer();
    const { body } = await c2b(a, plans.annual.id, '&orderType=1&lang=en');
    expect(body.status).toBe(200);
    const order = body.data;
    expect(order).toMatchObject({ title: 'Annual membership', fee: 2999, fee_fen: 299_900, order_type: 1, order_datetime: new Date(NOW).toISOString() });
    expect(order.expiration_date).toBe(new Date(NOW + 15 * 60_000).toISOString());
    expect(order.order_sn).toMatch(/^VIP20261124[A-Z0-9]{10}$/);
    // PUBLIC_BASE_URL is not set here: the cashier is on the origin the buyer used.
    // The link carries the cashier token for this order (docs/decisions/0060).
    expect(order.pay_url).toMatch(new RegExp(`^http://localhost/en/pay/sandbox/${order.order_sn}\\?t=[0-9a-z]+\\.[\\w-]{43}$`));
    const row = await orderRow(order.order_sn);
    expect(row).toMatchObject({ userId: a.id, planId: plans.annual.id, amountFen: 299_900, currency: 'CNY', state: 'pending', provider: 'sandbox' });
    const audit = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'order.created'), eq(auditLog.targetUserId, a.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ orderSn: order.order_sn, amountFen: 299_900 });
  });

  it('hands back the same pending order while it is payable; a new one once it has run out', async () => {
    const a = await buyer();
    const first = (await c2b(a, plans.quarterly.id)).body.data;
    setClock(() => new Date(NOW + 5 * 60_000));
    expect((await c2b(a, plans.quarterly.id)).body.data.order_sn).toBe(first.order_sn);
    const other = (await c2b(a, plans.annual.id)).body.data;
    expect(other.order_sn).not.toBe(first.order_sn);
    setClock(() => new Date(NOW + 16 * 60_000));
    const fresh = (await c2b(a, plans.quarterly.id)).body.data;
    expect(fresh.order_sn).not.toBe(first.order_sn);
    expect((await orderRow(first.order_sn)).state).toBe('expired');
    const pending = await (await getDb()).select().from(membershipOrders).where(and(eq(membershipOrders.userId, a.id), eq(membershipOrders.state, 'pending')));
    expect(pending.map((o) => o.orderSn).sort()).toEqual([fresh.order_sn, other.order_sn].sort());
  });

  it('10 concurrent buys of one plan → one pending order', async () => {
    const a = await buyer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => c2b(a, plans.annual.id)));
    expect(new Set(answers.map((x) => x.body.data.order_sn)).size).toBe(1);
  });

  it('refuses unknown and withdrawn plans, other order types and bad ids, translated', async () => {
    const a = await buyer();
    for (const [vipId, extra, msg] of [
      [999_999, '&orderType=1&lang=en', 'This membership plan does not exist or is no longer on sale.'],
      [plans.withdrawn.id, '&orderType=1&lang=zh', '该会员套餐不存在或已下架。'],
      [plans.annual.id, '&orderType=2&lang=en', 'Only order type 1 (buy a plan) is supported here; upgrades have their own call.'],
    ] as const) {
      const { res, body } = await c2b(a, vipId, extra);
      expect(res.status).toBe(400);
      expect(body.status).toBe(400001);
      expect(body.msg).toBe(msg);
    }
    expect((await c2b(a, 'abc')).body.status).toBe(400001);
    expect((await (await getDb()).select().from(membershipOrders).where(eq(membershipOrders.userId, a.id)))).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await api(`/api/ums/c2b?vipId=${plans.annual.id}&orderType=1`)).body.status).toBe(410000);
  });
});

describe('GET /api/ums/upg — prorated upgrade', () => {
  it('charges the new price less the unused value of the current plan, rounded in the buyer\'s favour (checked by hand)', async () => {
    const a = await buyer();
    await giveMembership(a.id, 1, new Date(NOW + 30 * DAY));
    // Credit: 30 days × 99,900 / 90 = 33,300 fen; Enterprise 999,900 − 33,300 = 966,600 fen.
    const { body } = await upg(a, plans.enterprise.id, '&lang=en');
    expect(body.data).toMatchObject({ order_type: 2, fee_fen: 966_600, fee: 9666, title: 'Enterprise annual membership' });
  });

  it('a started day counts as a day; a plan cheaper per day still costs its share', async () => {
    const a = await buyer();
    // 29 days and an hour → 30 days of credit.
    await giveMembership(a.id, 1, new Date(NOW + 29 * DAY + 3_600_000));
    expect((await upg(a, plans.enterprise.id)).body.data.fee_fen).toBe(966_600);
    // Annual (¥2,999 / 365 d) is cheaper per day than Quarterly, yet the upgrade is 299,900 − 33,300.
    expect((await upg(a, plans.annual.id)).body.data.fee_fen).toBe(266_600);
    // 7 days left: 7 × 99,900 / 90 = 7,770 fen of credit.
    const b = await buyer();
    await giveMembership(b.id, 1, new Date(NOW + 7 * DAY));
    expect((await upg(b, plans.annual.id)).body.data.fee_fen).toBe(299_900 - 7_770);
  });

  it('refuses without an active membership, and to a plan that is not higher', async () => {
    const none = await buyer();
    const r1 = await upg(none, plans.annual.id, '&lang=en');
    expect(r1.body).toMatchObject({ status: 400001, msg: 'An upgrade needs an active membership. Buy a plan instead.' });
    const lapsed = await buyer();
    await giveMembership(lapsed.id, 1, new Date(NOW - 1000));
    expect((await upg(lapsed, plans.annual.id)).body.status).toBe(400001);
    const annual = await buyer();
    await giveMembership(annual.id, 2, new Date(NOW + 100 * DAY));
    for (const plan of [plans.quarterly, plans.annual]) {
      const { body } = await upg(annual, plan.id, '&lang=zh');
      expect(body.status).toBe(400001);
      expect(body.msg).toBe('只能升级到高于当前等级（2）的套餐；购买相同或更低的套餐将延长会员期限。');
    }
  });
});

describe('GET /api/ums/upg/quote — the price before the order', () => {
  const quote = (s: Session, vipId: number | string, q = '') => send(`/api/ums/upg/quote?vipId=${vipId}${q}`, 'GET', s.headers);
  const orderCount = async () => (await (await getDb()).select().from(membershipOrders)).length;

  it('quotes what the upgrade order then charges, and makes no order', async () => {
    const a = await buyer();
    await giveMembership(a.id, 1, new Date(NOW + 29 * DAY + 3_600_000));
    const before = await orderCount();
    const { body } = await quote(a, plans.enterprise.id);
    expect(body).toMatchObject({ status: 200, data: { vipId: plans.enterprise.id, amountFen: 966_600, remainingDays: 30 } });
    expect(await orderCount()).toBe(before);
    expect((await upg(a, plans.enterprise.id)).body.data.fee_fen).toBe(body.data.amountFen);
  });

  it('refuses as the order would: no membership, a plan not higher, an unknown plan; a visitor is asked to sign in', async () => {
    const none = await buyer();
    expect((await quote(none, plans.annual.id, '&lang=en')).body).toMatchObject({ status: 400001, msg: 'An upgrade needs an active membership. Buy a plan instead.' });
    const annual = await buyer();
    await giveMembership(annual.id, 2, new Date(NOW + 100 * DAY));
    expect((await quote(annual, plans.quarterly.id, '&lang=zh')).body.msg).toBe('只能升级到高于当前等级（2）的套餐；购买相同或更低的套餐将延长会员期限。');
    expect((await quote(annual, 999_999)).body.status).toBe(400001);
    expect((await api(`/api/ums/upg/quote?vipId=${plans.enterprise.id}`)).body.status).toBe(410000);
  });

  it("a colleague is told only the main account buys or upgrades (403 ownerOnly, both languages), while the owner gets the price", async () => {
    const owner = await ownerSession();
    await giveMembership(owner.id, 2, new Date(NOW + 100 * DAY));
    const colleagueMobile = await joinByInvitation(owner.session, '李四');
    const colleague = await signIn(colleagueMobile, GOOD_PASSWORD);
    const before = await orderCount();

    const en = await quote(colleague, plans.enterprise.id, '&lang=en');
    expect(en.res.status).toBe(403);
    expect(en.body).toMatchObject({ status: 403000, msg: "Only your company's main account can do this.", data: null });
    const zh = await quote(colleague, plans.enterprise.id, '&lang=zh');
    expect(zh.body).toMatchObject({ status: 403000, msg: '只有公司主账号可以进行此操作。' });
    // The same refusal as the order it prices: the colleague learns nothing of the company's price.
    expect((await upg(colleague, plans.enterprise.id, '&lang=en')).body).toMatchObject({ status: 403000, msg: en.body.msg });
    expect(await orderCount()).toBe(before);

    expect((await quote(owner.session, plans.enterprise.id)).body).toMatchObject({ status: 200, data: { vipId: plans.enterprise.id } });
  });
});

describe('pay status, cancel and the order list', () => {
  it("status: own orders only — another buyer's number reads as unknown (IDOR)", async () => {
    const a = await buyer();
    const b = await buyer();
    const order = (await c2b(a, plans.quarterly.id)).body.data;
    const mine = await status(a, order.order_sn, '&lang=en');
    expect(mine.body.data).toMatchObject({ order_sn: order.order_sn, state: 'pending', paid_at: null, level: null, expires_at: null, fee_fen: 99_900, title: 'Quarterly membership' });
    const theirs = await status(b, order.order_sn, '&lang=en');
    expect(theirs.res.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: 404000, msg: 'Order not found.' });
    expect((await status(b, 'VIP20261124ZZZZZZZZZZ')).body).toMatchObject({ status: 404000 });
    expect((await send(`/api/ums/c2b/cancel?sn=${order.order_sn}`, 'POST', b.headers)).res.status).toBe(404);
    expect((await orderRow(order.order_sn)).state).toBe('pending');
    expect((await status(a, 'not a number')).body.status).toBe(400001);
  });

  it('cancel: pending → cancelled once; then 409', async () => {
    const a = await buyer();
    const order = (await c2b(a, plans.quarterly.id)).body.data;
    const first = await send(`/api/ums/c2b/cancel?sn=${order.order_sn}&lang=en`, 'POST', a.headers);
    expect(first.body).toMatchObject({ status: 200, msg: 'Order cancelled.', data: { state: 'cancelled' } });
    const again = await send(`/api/ums/c2b/cancel?sn=${order.order_sn}&lang=en`, 'POST', a.headers);
    expect(again.res.status).toBe(409);
    expect(again.body.msg).toBe('Only an unpaid order can be cancelled.');
    // A cancelled order is not handed back: buying again makes a new one.
    expect((await c2b(a, plans.quarterly.id)).body.data.order_sn).not.toBe(order.order_sn);
  });

  it("lists the buyer's own orders newest first, paged, with invoice fields", async () => {
    const a = await buyer();
    const b = await buyer();
    const sns: string[] = [];
    for (const [i, plan] of [plans.quarterly, plans.annual, plans.enterprise].entries()) {
      setClock(() => new Date(NOW + i * 60_000));
      sns.push((await c2b(a, plan.id)).body.data.order_sn);
    }
    await c2b(b, plans.annual.id);
    const page1 = await send('/api/get/level/order?page=1&pageSize=2&lang=en', 'GET', a.headers);
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(page1.body.data.items.map((o: { order_sn: string }) => o.order_sn)).toEqual([sns[2], sns[1]]);
    expect(page1.body.data.items[0]).toMatchObject({
      plan_id: plans.enterprise.id,
      title: 'Enterprise annual membership',
      state: 'pending',
      invoiceable: false,
      invoice_state: 'none',
      paid_at: null,
      membership_expires_at: null,
    });
    const page2 = await send('/api/get/level/order?page=2&pageSize=2', 'GET', a.headers);
    expect(page2.body.data.items.map((o: { order_sn: string }) => o.order_sn)).toEqual([sns[0]]);
  });
});

describe('OpenAPI', () => {
  it('documents every membership and payment route with its request and response schemas', async () => {
    const doc = (await api('/api/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }>; parameters?: { name: string }[]; requestBody?: unknown }>> };
    const expected: [string, string, string[]][] = [
      ['/api/get/level/memo', 'get', ['lang']],
      ['/api/ums/c2b', 'get', ['vipId', 'orderType']],
      ['/api/ums/upg', 'get', ['vipId']],
      ['/api/ums/c2b/pay/status', 'get', ['sn']],
      ['/api/ums/c2b/cancel', 'post', ['sn']],
      ['/api/get/level/order', 'get', ['page', 'pageSize']],
      ['/api/pay/sandbox/{sn}', 'post', ['sn']],
      ['/api/pay/notify/sandbox', 'post', ['x-sandbox-signature']],
      ['/api/pay/notify/alipay', 'post', []],
      ['/api/admin/payments/refunds', 'get', ['page']],
    ];
    for (const [path, method, params] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      const names = (op!.parameters ?? []).map((p) => p.name);
      for (const name of params) expect(names, `${path} ${name}`).toContain(name);
      const ok = op!.responses['200']!.content!;
      expect(Object.values(ok)[0]!.schema, path).toBeDefined();
    }
    expect(doc.paths['/api/pay/sandbox/{sn}']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/api/pay/notify/sandbox']!.post!.requestBody).toBeDefined();
  });
});
