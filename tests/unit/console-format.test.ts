import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { actionText, changesText, targetText } from '@/features/admin/audit/audit-format';
import { ageOf, unitText } from '@/features/admin/shell/format';
import { PRODUCT_UNITS } from '@/contracts/catalogue-admin';

const at = Date.parse('2026-11-29T10:00:00Z');
const ago = (ms: number) => new Date(at - ms).toISOString();
const admin = { en: en.admin, zh: zh.admin };

describe('the console reads times and units in its language', () => {
  it('under a minute is "just now"; then minutes, never "0 hours ago"', () => {
    expect(ageOf(ago(20_000), 'zh', admin.zh.time.justNow, at)).toBe('刚刚');
    expect(ageOf(ago(20_000), 'en', admin.en.time.justNow, at)).toBe('just now');
    expect(ageOf(ago(25 * 60_000), 'zh', '', at)).toMatch(/^25\s*分钟前$/);
    expect(ageOf(ago(25 * 60_000), 'en', '', at)).toMatch(/^25 min\.? ago$/);
    expect(ageOf(ago(3 * 3_600_000), 'zh', '', at)).toMatch(/^3\s*小时前$/);
    expect(ageOf(ago(3 * 86_400_000), 'en', '', at)).toMatch(/^3 days ago$/);
  });

  it('every product unit has a Chinese and an English name; an unknown code stays as written', () => {
    for (const unit of PRODUCT_UNITS) {
      expect(unitText(admin.zh.catalogue.units, unit)).not.toBe(unit);
      expect(unitText(admin.en.catalogue.units, unit)).not.toBe(unit);
    }
    expect(unitText(admin.zh.catalogue.units, 'set')).toBe('套');
    expect(unitText(admin.zh.catalogue.units, 'box')).toBe('盒');
    expect(unitText(admin.zh.catalogue.units, 'drum')).toBe('drum');
  });
});

describe('the audit log reads as sentences, not keys', () => {
  it('actions and targets by name in both languages', () => {
    expect(actionText('user.approve', admin.zh.audit)).toBe('审核通过');
    expect(actionText('user.approve', admin.en.audit)).toBe('Account approved');
    expect(actionText('staff.second-factor', admin.en.audit)).not.toBe('staff.second-factor');
    expect(actionText('something.new', admin.en.audit)).toBe('something.new');
    const user = { targetName: '李明 · 安达汽配', targetType: null, targetId: null };
    expect(targetText(user, admin.zh.audit)).toBe('李明 · 安达汽配');
    expect(targetText({ targetName: null, targetType: 'product', targetId: 'BOS-1' }, admin.zh.audit)).toBe('商品 BOS-1');
    expect(targetText({ targetName: null, targetType: 'plan', targetId: '2' }, admin.en.audit)).toBe('Plan 2');
  });

  it('money in minor units is formatted in the currency; states, statuses and roles by name', () => {
    const quote = { state: 200, quoteValidUntil: '2026-12-06', lines: [{ lineNo: 1, unitPrice: 1250 }] };
    const zhText = changesText(quote, { lang: 'zh', texts: admin.zh, currency: 'USD' });
    expect(zhText).toBe('状态: 已报价; 报价有效期: 2026-12-06; 报价: #1 US$12.50');
    const enText = changesText(quote, { lang: 'en', texts: admin.en, currency: 'USD' });
    expect(enText).toBe('State: Quoted; Valid until: 2026-12-06; Prices: #1 $12.50');
    expect(enText).not.toContain('1250');
    expect(changesText({ status: 'pending' }, { lang: 'zh', texts: admin.zh, currency: null })).toBe(`状态: ${admin.zh.status.pending}`);
    expect(changesText({ role: 'operator' }, { lang: 'en', texts: admin.en, currency: null })).toBe('Role: Operator');
    expect(changesText({ price_fen: 19900 }, { lang: 'zh', texts: admin.zh, currency: null })).toBe('价格: ¥199.00');
    expect(changesText({ prices: { USD: 1250, EUR: null } }, { lang: 'en', texts: admin.en, currency: null })).toBe('Prices: $12.50, EUR —');
    expect(changesText(null, { lang: 'en', texts: admin.en, currency: null })).toBe('—');
  });
});
