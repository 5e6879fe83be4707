import { describe, expect, it } from 'vitest';
import { mobileSchema } from '@/contracts/accounts';
import { createInquiryBodySchema, INQUIRY_LIMITS } from '@/contracts/inquiries';
import {
  checkNeededBy,
  checkNote,
  checkQuantity,
  checkTargetPrice,
} from '@/features/inquiry/basket-line-rules';
import { contactFormSchema, contactMessageKey, type ContactField } from '@/features/inquiry/contact-form';
import { chinaToday, formatDay } from '@/features/inquiry/inquiry-format';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { fieldRule } from './form-rule';

async function contactProblem(field: ContactField, value: string) {
  const values = { contactName: '王', contactMobile: '13812345678', [field]: value };
  const rule = await fieldRule(contactFormSchema, values, field);
  return rule && contactMessageKey(field, rule);
}
const contactMobileProblem = (value: string) => contactProblem('contactMobile', value);
const contactNameProblem = (value: string) => contactProblem('contactName', value);

describe('basket line checks', () => {
  it('quantity: a whole number within the limit and at least the MOQ', () => {
    expect(checkQuantity('20', 10)).toEqual({ ok: true, value: 20 });
    expect(checkQuantity(' 10 ', 10)).toEqual({ ok: true, value: 10 });
    expect(checkQuantity('5', 10)).toEqual({ ok: false, problem: { key: 'belowMoq', quantity: 5 } });
    for (const bad of ['', '0', '-1', '2.5', '1e3', 'ten', String(INQUIRY_LIMITS.maxQuantity + 1)]) {
      expect(checkQuantity(bad, 1), bad).toMatchObject({ ok: false, problem: { key: 'quantityInvalid' } });
    }
  });

  it('target price: optional, in currency units, sent as minor units', () => {
    expect(checkTargetPrice('')).toEqual({ ok: true, value: null });
    expect(checkTargetPrice('12.5')).toEqual({ ok: true, value: 1250 });
    expect(checkTargetPrice('x')).toEqual({ ok: false, problem: { key: 'priceFormat' } });
    expect(checkTargetPrice('1.005')).toEqual({ ok: false, problem: { key: 'priceDecimals' } });
    expect(checkTargetPrice('99999999999')).toEqual({ ok: false, problem: { key: 'priceTooLarge' } });
  });

  it('needed-by: empty, or today (China time) or later', () => {
    expect(checkNeededBy('', '2026-11-24')).toEqual({ ok: true, value: null });
    expect(checkNeededBy('2026-11-24', '2026-11-24')).toEqual({ ok: true, value: '2026-11-24' });
    expect(checkNeededBy('2026-11-23', '2026-11-24')).toMatchObject({ ok: false });
    expect(checkNeededBy('24/11/2026', '2026-11-24')).toMatchObject({ ok: false });
  });

  it('note: at most the limit, counted as characters', () => {
    expect(checkNote('好'.repeat(INQUIRY_LIMITS.noteMax)).ok).toBe(true);
    expect(checkNote('好'.repeat(INQUIRY_LIMITS.noteMax + 1)).ok).toBe(false);
  });

  it("China's today is UTC+8 whatever the device's zone", () => {
    expect(chinaToday(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(chinaToday(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(formatDay('2026-01-05', 'en')).toBe('Jan 5, 2026');
    expect(formatDay('2026-01-05', 'zh')).toBe('2026年1月5日');
  });
});

describe('contact checks', () => {
  it('use the accounts pattern for the mobile number', async () => {
    expect(contactFormSchema.shape.contactMobile).toBe(mobileSchema);
    expect(contactFormSchema.shape.contactName).toBe(createInquiryBodySchema.shape.contactName);
    expect(await contactMobileProblem('13812345678')).toBeNull();
    expect(await contactMobileProblem(' ')).toBe('mobileRequired');
    expect(await contactMobileProblem('12812345678')).toBe('mobilePattern');
    expect(await contactNameProblem('  ')).toBe('nameRequired');
    expect(await contactNameProblem('王')).toBeNull();
  });
});

describe('client messages that repeat the server', () => {
  it('say exactly what the API says', () => {
    const pairs = [
      ['belowMoq', 'belowMoq'],
      ['neededByPast', 'neededByPast'],
      ['quantityInvalid', 'quantityInvalid'],
    ] as const;
    for (const [client, server] of pairs) {
      for (const m of [en, zh] as unknown as Array<Record<string, Record<string, unknown>>>) {
        const api = m.api as Record<string, string> | undefined;
        if (!api?.[server]) continue; // the server's texts arrive with the inquiry API
        expect((m.inquiry?.basket as Record<string, string>)[client]).toBe(api[server]);
      }
    }
  });
});

describe('the inquiry list keeps its filters in the address', () => {
  it('reads what it wrote, and ignores what it does not know', async () => {
    const { readListQuery, writeListQuery } = await import('@/features/inquiry/use-inquiry-list');
    const query = { page: 3, state: 200 as const, from: '2026-11-01', to: '2026-11-30', keyword: 'GDB 1330' };
    expect(readListQuery(writeListQuery(query))).toEqual(query);
    expect(writeListQuery({ page: 1 })).toBe('');
    expect(readListQuery('?state=250&page=-2&from=yesterday&keyword=%20%20')).toEqual({
      page: 1,
      state: undefined,
      from: undefined,
      to: undefined,
      keyword: undefined,
    });
  });
});
