import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { getDb } from '@/server/db';
import { auditLog, invoiceTitles } from '@/server/db/schema';
import { signedInBuyer, type Buyer } from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

const COMPANY = {
  kind: 'company',
  name: '深圳市腾讯计算机系统有限公司',
  taxNo: '9144030071526726XG',
  address: '深圳市南山区粤海街道麻岭社区科技中一路腾讯大厦35层',
  phone: '0755-86013388',
  bank: '招商银行深圳分行',
  account: '8159 0001 2345 6789',
};

const add = (who: Buyer, body: unknown, lang = 'en') => send(`/api/invoice/title/add?lang=${lang}`, 'POST', who.headers, body);
const list = (who: Buyer) => send('/api/invoice/title/list', 'GET', who.headers);
const makeDefault = (who: Buyer, id: number) => send(`/api/invoice/title/default/${id}?lang=en`, 'POST', who.headers);
const remove = (who: Buyer, id: number) => send(`/api/invoice/title/${id}?lang=en`, 'DELETE', who.headers);
async function rowsOf(userId: number) {
  return (await getDb()).select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(invoiceTitles.id);
}
const defaultsOf = async (userId: number) => (await rowsOf(userId)).filter((r) => r.isDefault).map((r) => r.id);

let a: Buyer;
let b: Buyer;
beforeAll(async () => {
  await resetAccountState();
});
beforeEach(async () => {
  a = await signedInBuyer();
  b = await signedInBuyer();
});

describe('POST /api/invoice/title/add', () => {
  it('saves a company title, normalising the credit code and the account; the first title is the default', async () => {
    const { res, body } = await add(a, { ...COMPANY, taxNo: ' 9144 0300 7152 6726 xg ' });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      status: 200,
      msg: en.api.invoiceTitleSaved,
      data: {
        id: expect.any(Number),
        kind: 'company',
        name: COMPANY.name,
        tax_no: '9144030071526726XG',
        address: COMPANY.address,
        phone: COMPANY.phone,
        bank: COMPANY.bank,
        account: '8159000123456789',
        is_default: true,
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const audit = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'invoiceTitle.add'), eq(auditLog.targetUserId, a.id)));
    expect(audit).toHaveLength(1);
  });

  it('takes real published codes and a company with the name and code only', async () => {
    for (const taxNo of ['91350100M000100Y43', '914403001922038216', '91110000802100433B', '91330100799655058B']) {
      const { body } = await add(a, { kind: 'company', name: `公司 ${taxNo}`, taxNo });
      expect(body.status, taxNo).toBe(200);
    }
  });

  it('refuses broken credit codes with a translated reason per rule, and stores nothing', async () => {
    const cases: [string, keyof typeof en.api][] = [
      ['', 'invoiceTaxNoRequired'],
      ['91350100M000100Y4', 'invoiceTaxNoLength'],
      ['91350100M000100I43', 'invoiceTaxNoCharacters'],
      ['9135A100M000100Y43', 'invoiceTaxNoDivision'],
      ['91350100M000100Y53', 'invoiceTaxNoOrganisationCheck'],
      ['91350100M000100Y44', 'invoiceTaxNoCheck'],
    ];
    for (const [taxNo, key] of cases) {
      const english = await add(a, { ...COMPANY, taxNo });
      expect(english.res.status, taxNo).toBe(400);
      expect(english.body.status).toBe(400001);
      expect(english.body.errors).toEqual([{ path: 'taxNo', message: en.api[key] }]);
      const chinese = await add(a, { ...COMPANY, taxNo }, 'zh');
      expect(chinese.body.errors).toEqual([{ path: 'taxNo', message: zh.api[key] }]);
    }
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it('a personal title is a name only; phone and account patterns are checked', async () => {
    const personal = await add(a, { kind: 'personal', name: '张三' });
    expect(personal.body.data).toMatchObject({ kind: 'personal', name: '张三', tax_no: '', bank: '', is_default: true });
    const withCode = await add(a, { kind: 'personal', name: '张三', taxNo: COMPANY.taxNo, bank: '招商银行' });
    expect(withCode.body.status).toBe(400001);
    expect(withCode.body.errors).toEqual([
      { path: 'taxNo', message: en.api.invoicePersonalNameOnly },
      { path: 'bank', message: en.api.invoicePersonalNameOnly },
    ]);
    const badPhone = await add(a, { ...COMPANY, phone: 'call me', account: '12' });
    expect(badPhone.body.errors).toEqual([
      { path: 'phone', message: en.api.invoicePhonePattern },
      { path: 'account', message: en.api.invoiceAccountPattern },
    ]);
    const noName = await add(a, { ...COMPANY, name: '   ' });
    expect(noName.body.errors?.[0]?.path).toBe('name');
    const extra = await add(a, { ...COMPANY, userId: b.id });
    expect(extra.body.status).toBe(400001);
    expect(await rowsOf(a.id)).toHaveLength(1);
  });
});

describe('exactly one default', () => {
  it('moves with isDefault and with the default route; setting it twice changes nothing', async () => {
    const first = (await add(a, COMPANY)).body.data;
    const second = (await add(a, { kind: 'personal', name: '李四' })).body.data;
    expect(second.is_default).toBe(false);
    expect(await defaultsOf(a.id)).toEqual([first.id]);

    const third = (await add(a, { kind: 'personal', name: '王五', isDefault: true })).body.data;
    expect(third.is_default).toBe(true);
    expect(await defaultsOf(a.id)).toEqual([third.id]);

    const set = await makeDefault(a, second.id);
    expect(set.body).toMatchObject({ status: 200, msg: en.api.invoiceTitleDefaultSet, data: { id: second.id, is_default: true } });
    const again = await makeDefault(a, second.id);
    expect(again.body.data).toMatchObject({ id: second.id, is_default: true });
    expect(await defaultsOf(a.id)).toEqual([second.id]);

    // The list shows the default first.
    const titles = (await list(a)).body.data as { id: number; is_default: boolean }[];
    expect(titles.map((t) => t.id)).toEqual([second.id, third.id, first.id]);
  });

  it('deleting the default promotes the newest remaining title; deleting the last leaves none', async () => {
    const first = (await add(a, COMPANY)).body.data;
    const second = (await add(a, { kind: 'personal', name: '李四' })).body.data;
    const third = (await add(a, { kind: 'personal', name: '王五' })).body.data;
    const removed = await remove(a, first.id);
    expect(removed.body).toMatchObject({ status: 200, msg: en.api.invoiceTitleDeleted });
    expect(removed.body.data).toEqual([
      expect.objectContaining({ id: third.id, is_default: true }),
      expect.objectContaining({ id: second.id, is_default: false }),
    ]);
    await remove(a, second.id);
    expect(await defaultsOf(a.id)).toEqual([third.id]);
    await remove(a, third.id);
    expect(await rowsOf(a.id)).toEqual([]);
    expect((await remove(a, third.id)).res.status).toBe(404);
  });

  it('parallel changes keep one default', async () => {
    const titles = [];
    for (let i = 0; i < 4; i += 1) titles.push((await add(a, { kind: 'personal', name: `抬头${i}` })).body.data);
    const answers = await Promise.all([
      ...titles.map((t) => makeDefault(a, t.id)),
      add(a, { kind: 'personal', name: '并发', isDefault: true }),
      add(a, { kind: 'personal', name: '并发2', isDefault: true }),
    ]);
    for (const answer of answers) expect(answer.body.status).toBe(200);
    expect(await defaultsOf(a.id)).toHaveLength(1);
  });
});

describe('IDOR on titles', () => {
  it("another buyer's title reads as unknown to list, default and delete, and stays unchanged", async () => {
    const mine = (await add(a, COMPANY)).body.data;
    await add(a, { kind: 'personal', name: '李四' });
    const before = await rowsOf(a.id);
    expect((await list(b)).body.data).toEqual([]);
    for (const answer of [await makeDefault(b, before[1]!.id), await remove(b, mine.id)]) {
      expect(answer.res.status).toBe(404);
      expect(answer.body).toEqual({ status: 404000, msg: en.api.invoiceTitleNotFound, data: null });
    }
    expect((await makeDefault(b, 2_000_000_000)).body.msg).toBe(en.api.invoiceTitleNotFound);
    expect(await rowsOf(a.id)).toEqual(before);
  });
});
