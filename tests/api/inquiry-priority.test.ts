import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, outbox } from '@/server/db/schema';
import { resetChatBotConfig, setChatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { formatChatBotRequest } from '@/server/integrations/chat-bot/format-chat-bot-request';
import type { ChatBotPayload } from '@/server/notifications/outbox-payload';
import {
  contact,
  inquiryProduct,
  postInquiry,
  resetInquiryState,
  signedInBuyer,
  signedInOperator,
  type Buyer,
} from '@tests/factories/inquiries';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { createOperator, GOOD_PASSWORD, resetAccountState, send, signIn } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * What a plan promises about inquiries (docs/decisions/0067): the answer deadline each tier stores and
 * shows, the operators' queue ordered by it, the overdue count, the quick inquiry's lines per plan and
 * the account manager (assigned by an operator, shown only while the plan grants one, mentioned in
 * the chat-bot notice of the company's new inquiries).
 */

const T0 = new Date('2026-11-24T02:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const YEAR_LATER = at(24 * 365);

let free: Buyer;
let quarterly: Buyer;
let annual: Buyer;
let enterprise: Buyer;
let operator: Buyer;

beforeAll(async () => {
  setClock(() => T0);
  await resetAccountState();
  await seedPlans();
  free = await signedInBuyer({ company: '免费买家' });
  quarterly = await signedInBuyer({ company: '季度买家' });
  annual = await signedInBuyer({ company: '年度买家' });
  enterprise = await signedInBuyer({ company: '企业买家' });
  await giveMembership(quarterly.id, 1, YEAR_LATER);
  await giveMembership(annual.id, 2, YEAR_LATER);
  await giveMembership(enterprise.id, 3, YEAR_LATER);
  operator = await signedInOperator();
  await inquiryProduct({ skuCode: 'PRI-0001', partNumber: 'PRI-1' });
  for (let i = 2; i <= 60; i += 1) await inquiryProduct({ skuCode: `PRI-${String(i).padStart(4, '0')}`, partNumber: `PRI-${i}` });
});
afterAll(() => {
  resetClock();
  resetChatBotConfig();
});
beforeEach(async () => {
  setClock(() => T0);
  await resetInquiryState();
});

async function send1(who: Buyer, sentAt: Date): Promise<{ id: number; reference: string }> {
  setClock(() => sentAt);
  const { body } = await postInquiry(who, { lines: [{ product: 'PRI-0001', quantity: 1 }], ...contact });
  expect(body.status, JSON.stringify(body)).toBe(200);
  setClock(() => T0);
  return { id: body.data.id, reference: body.data.reference };
}

const adminQueue = async (query = '') =>
  (await send(`/api/admin/inquiries?lang=en${query}`, 'GET', operator.headers)).body.data.items as {
    reference: string;
    answerDueAt: string;
    overdue: boolean;
  }[];

describe('answer deadlines', () => {
  it('stores sent + the plan’s answer hours per tier (free 72, Quarterly 24, Annual 8, Enterprise 4) and shows them to the buyer and the operators', async () => {
    const cases: [Buyer, number][] = [
      [free, 72],
      [quarterly, 24],
      [annual, 8],
      [enterprise, 4],
    ];
    for (const [who, hours] of cases) {
      const { id } = await send1(who, T0);
      const due = at(hours).toISOString();
      expect((await send(`/api/inquiry/${id}?lang=en`, 'GET', who.headers)).body.data.answerDueAt).toBe(due);
      const listed = (await send('/api/inquiry?lang=en', 'GET', who.headers)).body.data.items;
      expect(listed.map((i: { answerDueAt: string }) => i.answerDueAt)).toEqual([due]);
      expect((await send(`/api/admin/inquiries/${id}?lang=en`, 'GET', operator.headers)).body.data).toMatchObject({
        answerDueAt: due,
        overdue: false,
      });
    }
  });

  it('a membership that has run out promises the free tier’s 72 hours', async () => {
    const lapsed = await signedInBuyer({ company: '过期买家' });
    await giveMembership(lapsed.id, 2, at(-1));
    const { id } = await send1(lapsed, T0);
    expect((await send(`/api/inquiry/${id}?lang=en`, 'GET', lapsed.headers)).body.data.answerDueAt).toBe(at(72).toISOString());
  });

  it('the queue puts waiting inquiries first by deadline: a member’s shorter promise before a free buyer’s older inquiry; overdue ones are flagged and counted', async () => {
    const oldFree = await send1(free, at(-100)); // due at(-28): overdue
    const recentFree = await send1(free, at(-1)); // due at(71)
    const q = await send1(quarterly, T0); // due at(24)
    const a = await send1(annual, T0); // due at(8)
    const e = await send1(enterprise, T0); // due at(4)
    const answered = await send1(enterprise, at(-2));
    const quote = await send(`/api/admin/inquiries/${answered.id}/quote?lang=en`, 'POST', operator.headers, {
      lines: [{ lineNo: 1, unitPrice: 1000 }],
      validUntil: '2026-12-31',
      message: '',
    });
    expect(quote.body.status).toBe(200);

    const queue = await adminQueue();
    expect(queue.map((i) => i.reference)).toEqual([oldFree, e, a, q, recentFree, answered].map((i) => i.reference));
    expect(queue.map((i) => i.overdue)).toEqual([true, false, false, false, false, false]);
    // The same order within the state filter the dashboard links to.
    expect((await adminQueue('&state=100')).map((i) => i.reference)).toEqual([oldFree, e, a, q, recentFree].map((i) => i.reference));
    // Age order stays available.
    expect((await adminQueue('&sort=oldest')).map((i) => i.reference)[0]).toBe(oldFree.reference);

    const dashboard = (await send('/api/admin/dashboard', 'GET', operator.headers)).body.data;
    expect(dashboard).toMatchObject({ openInquiries: 5, overdueInquiries: 1 });
    // Later, the Enterprise and Annual promises have passed too.
    setClock(() => at(9));
    const later = await signIn(operator.mobile, GOOD_PASSWORD);
    expect((await send('/api/admin/dashboard', 'GET', later.headers)).body.data.overdueInquiries).toBe(3);
  });
});

describe('quick inquiry lines per plan', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => `PRI-${i + 1} 1`).join('\n');
  const quick = (who: Buyer, n: number, lang = 'en') =>
    send(`/api/inquiry/quick?lang=${lang}`, 'POST', who.headers, { text: list(n), addToBasket: false });

  it('takes up to the plan’s lines and refuses one more, naming the limit and the cheapest plan that takes the list', async () => {
    expect((await quick(free, 20)).body.status).toBe(200);
    const over = await quick(free, 21);
    expect(over.res.status).toBe(403);
    expect(over.body.msg).toBe('Your plan takes at most 20 lines in one quick inquiry; this list has 21. The Quarterly membership takes it.');
    expect((await quick(free, 21, 'zh')).body.msg).toContain('季度会员');

    expect((await quick(quarterly, 50)).body.status).toBe(200);
    const overQuarterly = await quick(quarterly, 51);
    expect(overQuarterly.res.status).toBe(403);
    expect(overQuarterly.body.msg).toContain('at most 50 lines');
    expect(overQuarterly.body.msg).toContain('The Annual membership takes it.');

    expect((await quick(annual, 60)).body.status).toBe(200);
  });

  it('the uploaded file is held to the same limit', async () => {
    const upload = (who: Buyer, n: number) =>
      api('/api/inquiry/quick/file?lang=en&addToBasket=false', {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'text/csv' },
        body: list(n),
      });
    expect((await upload(free, 20)).res.status).toBe(200);
    const refused = await upload(free, 21);
    expect(refused.res.status).toBe(403);
    expect((refused.body as { msg: string }).msg).toContain('Quarterly membership');
  });

  it('/api/info tells the plan’s limit', async () => {
    const lines = async (who: Buyer) => (await send('/api/info?lang=en', 'GET', who.headers)).body.data.entitlements.quickInquiryLines;
    expect([await lines(free), await lines(quarterly), await lines(annual), await lines(enterprise)]).toEqual([20, 50, 100, 500]);
  });
});

describe('account manager', () => {
  let manager: { id: number; name: string; mobile: string };

  beforeAll(async () => {
    const row = await createOperator(await getDb(), { name: '王经理' });
    manager = { id: row.id, name: row.name, mobile: row.mobile };
  });
  afterAll(() => resetChatBotConfig());

  const companyOf = async (who: Buyer) => (await send('/api/info?lang=en', 'GET', who.headers)).body.data.companyId as number;
  const assign = (session: { headers: Record<string, string> }, companyId: number, userId: number | null) =>
    send(`/api/admin/companies/${companyId}/account-manager?lang=en`, 'PUT', session.headers, { userId });
  const managerSeenBy = async (who: Buyer) => (await send('/api/info?lang=en', 'GET', who.headers)).body.data.accountManager;

  it('an operator assigns and removes a staff member, audited before/after; a buyer cannot; a buyer cannot be the manager', async () => {
    const companyId = await companyOf(annual);
    expect((await assign(annual, companyId, manager.id)).res.status).toBe(403);

    const notStaff = await assign(operator, companyId, free.id);
    expect(notStaff.res.status).toBe(400);
    expect(notStaff.body.errors).toEqual([expect.objectContaining({ path: 'userId' })]);

    const done = await assign(operator, companyId, manager.id);
    expect(done.res.status).toBe(200);
    expect(done.body.data.accountManager).toEqual(manager);
    expect((await send(`/api/admin/companies/${companyId}?lang=en`, 'GET', operator.headers)).body.data.accountManager).toEqual(manager);

    const removed = await assign(operator, companyId, null);
    expect(removed.body.data.accountManager).toBeNull();

    const rows = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, String(companyId))));
    expect(rows.map((r) => [r.action, r.actorUserId, r.before, r.after])).toEqual([
      ['company.accountManager.assign', operator.id, { accountManagerId: null }, { accountManagerId: manager.id }],
      ['company.accountManager.unassign', operator.id, { accountManagerId: manager.id }, { accountManagerId: null }],
    ]);
  });

  it('is shown to a member whose plan grants it, hidden from a Quarterly member and a free buyer, and gone once the plan lapses', async () => {
    for (const who of [annual, quarterly, free]) expect((await assign(operator, await companyOf(who), manager.id)).res.status).toBe(200);
    expect(await managerSeenBy(annual)).toEqual(manager);
    expect(await managerSeenBy(quarterly)).toBeNull();
    expect(await managerSeenBy(free)).toBeNull();

    setClock(() => at(24 * 366));
    const afterLapse = await signIn(annual.mobile, GOOD_PASSWORD);
    expect((await send('/api/info?lang=en', 'GET', afterLapse.headers)).body.data.accountManager).toBeNull();
    setClock(() => T0);
    expect(await managerSeenBy(annual)).toEqual(manager);
  });

  it('is named in the chat-bot notice of the company’s new inquiry and mentioned by mobile (WeCom, DingTalk)', async () => {
    await assign(operator, await companyOf(annual), manager.id);
    await assign(operator, await companyOf(quarterly), manager.id);
    setChatBotConfig({ format: 'wecom', url: 'http://127.0.0.1:9/hook' });
    const { reference } = await send1(annual, T0);
    const quarterlyInquiry = await send1(quarterly, T0);
    const payloads = (await (await getDb()).select().from(outbox).where(eq(outbox.channel, 'chatbot'))).map(
      (r) => r.payload as ChatBotPayload,
    );
    const mine = payloads.find((p) => p.type === 'inquiry.created' && p.reference === reference);
    expect(mine).toMatchObject({ manager: { name: '王经理', mobile: manager.mobile } });
    expect(mine?.text).toContain('客户经理：王经理');
    // Quarterly does not grant a manager: the notice names nobody.
    const other = payloads.find((p) => p.type === 'inquiry.created' && p.reference === quarterlyInquiry.reference);
    expect(other).toMatchObject({ manager: null });

    const wecom = formatChatBotRequest({ format: 'wecom', url: 'http://hook' }, mine!);
    expect(wecom.body).toMatchObject({ msgtype: 'text', text: { mentioned_mobile_list: [manager.mobile] } });
    expect(JSON.stringify(wecom.body)).toContain('王经理');
    const dingtalk = formatChatBotRequest({ format: 'dingtalk', url: 'http://hook' }, mine!);
    expect(dingtalk.body).toMatchObject({ at: { atMobiles: [manager.mobile] } });
    expect((dingtalk.body.markdown as { text: string }).text).toContain(`@${manager.mobile}`);
    const plain = formatChatBotRequest({ format: 'wecom', url: 'http://hook' }, other!);
    expect(plain.body).toMatchObject({ msgtype: 'markdown' });
  });
});
