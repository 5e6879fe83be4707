import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { QUOTE_PRICE_RULE_KEYS } from '@/contracts/inquiries';
import { checkQuotePrices } from '@/features/admin/inquiries/quote-prices';

const lines = [
  { lineNo: 1, partNumber: '0986 494 001', quantity: 3 },
  { lineNo: 2, partNumber: '0986 494 002', quantity: 5 },
];

describe('the quote editor checks prices with the server schema', () => {
  it.each(['-3', 'abc', '0', '0.00', '', '  ', '12.345', '1e3'])('%j on line 2 is a problem naming line 2 and its part; no total', (text) => {
    const { problems, total } = checkQuotePrices(lines, { '1': '9.00', '2': text });
    expect([...problems.keys()]).toEqual([2]);
    expect(problems.get(2)).toMatchObject({ key: 'quoteLinePriceMissing', line: 2, part: '0986 494 002' });
    expect(total).toBeNull();
  });

  it('a price above the limit is its own problem', () => {
    expect(checkQuotePrices(lines, { '1': '9', '2': '20000000.01' }).problems.get(2)?.key).toBe('quoteLinePriceTooHigh');
  });

  it('typed amounts become minor units and the total is price × quantity summed', () => {
    expect(checkQuotePrices(lines, { '1': '9', '2': '1,234.50' })).toEqual({ problems: new Map(), total: 3 * 900 + 5 * 123450 });
    expect(checkQuotePrices(lines, { '1': '0.01', '2': '0.01' }).total).toBe(8);
  });

  it('the console says what the API says for each rule, in both languages', () => {
    for (const key of QUOTE_PRICE_RULE_KEYS) {
      expect(en.admin.quote.rules[key]).toBe(en.api[key]);
      expect(zh.admin.quote.rules[key]).toBe(zh.api[key]);
    }
  });
});
