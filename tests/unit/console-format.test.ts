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
    expect(targetText(user, admin.zh.audit, 'zh')).toBe('李明 · 安达汽配');
    // A product by SKU and title, a plan by its name, in the console's language.
    const product = { targetName: null, targetType: 'product', targetId: 'BOS-1', targetTitle: { zh: '博世火花塞', en: 'Bosch spark plug' } };
    expect(targetText(product, admin.zh.audit, 'zh')).toBe('BOS-1 · 博世火花塞');
    expect(targetText(product, admin.en.audit, 'en')).toBe('BOS-1 · Bosch spark plug');
    const plan = { targetName: null, targetType: 'plan', targetId: '2', targetTitle: { zh: '黄金会员', en: 'Gold' } };
    expect(targetText(plan, admin.zh.audit, 'zh')).toBe('黄金会员');
    expect(targetText(plan, admin.en.audit, 'en')).toBe('Gold');
    // One since deleted keeps its kind and key.
    expect(targetText({ targetName: null, targetType: 'product', targetId: 'BOS-1', targetTitle: null }, admin.zh.audit, 'zh')).toBe('商品 BOS-1');
    expect(targetText({ targetName: null, targetType: 'plan', targetId: '2' }, admin.en.audit, 'en')).toBe('Plan 2');
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

  it('a product or plan change names each field and formats its values: no key, no cents', () => {
    const product = {
      prices: { USD: 1250, EUR: 1100 },
      stockQty: 40,
      stockStatus: 'low_stock',
      status: 'hidden',
      unit: 'set',
      priceBreaks: [{ minQty: 10, percentOff: 5 }],
      fitments: [{ make: 'Honda', makeZh: '本田', model: 'Civic', yearFrom: 2016, yearTo: 2021, engine: null }],
      specs: [{ keyZh: '功率', keyEn: 'Power', valueZh: '100瓦', valueEn: '100 W' }],
      images: ['products/a.webp', 'products/b.webp'],
    };
    const zhText = changesText(product, { lang: 'zh', texts: admin.zh, currency: null, targetType: 'product' });
    expect(zhText).toBe(
      '价格: US$12.50, €11.00; 库存: 40; 库存状态: 库存紧张; 状态: 隐藏; 单位: 套; 阶梯折扣: 10 件起减 5%; 适配车型: 本田 Civic 2016–2021; 规格参数: 功率 100瓦; 图片: 2',
    );
    const enText = changesText(product, { lang: 'en', texts: admin.en, currency: null, targetType: 'product' });
    expect(enText).toBe(
      'Prices: $12.50, €11.00; Stock: 40; Stock status: Low stock; Status: Hidden; Unit: Set; Quantity breaks: from 10: 5% off; Fits: Honda Civic 2016–2021; Specifications: Power 100 W; Pictures: 2',
    );
    const plan = { title: { zh: '黄金会员', en: 'Gold' }, price_fen: 199900, is_invoice: 1, per_day_limit: null, api_access: true, answer_hours: 8 };
    expect(changesText(plan, { lang: 'en', texts: admin.en, currency: null, targetType: 'plan' })).toBe(
      'Name: Chinese 黄金会员, English Gold; Price: CN¥1,999.00; Invoice: Yes; Daily limit: Unlimited; API access: Yes; Answer within (hours): 8',
    );
    for (const lang of ['zh', 'en'] as const) {
      const text = changesText({ ...product, ...plan }, { lang, texts: admin[lang], currency: null, targetType: 'product' });
      expect(text).not.toMatch(/\b(prices|stockQty|stockStatus|low_stock|priceBreaks|minQty|percentOff|price_fen|is_invoice|per_day_limit|api_access|answer_hours)\b/);
      expect(text).not.toMatch(/\b(1250|199900)\b/);
    }
  });
});
