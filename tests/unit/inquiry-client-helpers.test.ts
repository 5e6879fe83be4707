import { describe, expect, it } from 'vitest';
import { attachmentProblem, attachmentType } from '@/features/inquiry/attachment-rules';
import { quickFileType, quickListLineCount, quickListTooLong } from '@/features/inquiry/quick-list';
import { fileNameFromDisposition } from '@/client/download-file';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { minorToInput, parseMoneyInput } from '@/lib/money-input';
import { pluralText } from '@/lib/plural-text';
import { IDEMPOTENCY_KEY_PATTERN, INQUIRY_LIMITS } from '@/contracts/inquiries';

const MAX = INQUIRY_LIMITS.maxUnitPrice;
const minor = (text: string) => {
  const parsed = parseMoneyInput(text, MAX);
  return parsed.ok ? parsed.minor : parsed.reason;
};

describe('target prices typed in currency units become minor units', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    ['.5', 50],
    ['0', 0],
    ['007.10', 710],
    [' 1 234,5 ', 123450],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1,234', 123400],
    ['1.234.567', 123456700],
    ['1,234,567.89', 123456789],
    ['19.99', 1999],
    ['0.29', 29],
  ])('%s → %s', (text, expected) => expect(minor(text)).toBe(expected));

  it('an empty field means no target price', () => {
    expect(minor('')).toBeNull();
    expect(minor('   ')).toBeNull();
  });

  it.each([
    ['abc', 'format'],
    ['-3', 'format'],
    ['1e3', 'format'],
    ['12.', 'format'],
    ['1.2.3', 'format'],
    ['12,345,6', 'format'],
    ['1,23,456', 'format'],
    ['$5', 'format'],
    ['Infinity', 'format'],
    ['NaN', 'format'],
    ['1.234', 'decimals'],
    ['0.001', 'decimals'],
    ['20000001', 'tooLarge'],
    ['99999999999999999999999999', 'tooLarge'],
  ])('%s is refused (%s)', (text, reason) => expect(minor(text)).toBe(reason));

  it('the largest allowed price is accepted, one cent more is not', () => {
    expect(minor(minorToInput(MAX))).toBe(MAX);
    expect(minor(minorToInput(MAX + 1))).toBe('tooLarge');
  });

  it('minor units go back into the field as plain decimals', () => {
    expect(minorToInput(null)).toBe('');
    expect(minorToInput(0)).toBe('0.00');
    expect(minorToInput(5)).toBe('0.05');
    expect(minorToInput(1250)).toBe('12.50');
    expect(minorToInput(123456789)).toBe('1234567.89');
    for (const value of [0, 1, 99, 100, 1999, 123456, MAX]) {
      expect(minor(minorToInput(value))).toBe(value);
    }
  });
});

describe('counted texts without ICU', () => {
  const forms = { one: '# item in basket', other: '# items in basket' };
  it('pick the plural form and format the number per locale', () => {
    expect(pluralText(forms, 1, 'en')).toBe('1 item in basket');
    expect(pluralText(forms, 3, 'en')).toBe('3 items in basket');
    expect(pluralText(forms, 1200, 'en')).toBe('1,200 items in basket');
    expect(pluralText({ other: '询价篮中有 # 项' }, 1, 'zh')).toBe('询价篮中有 1 项');
  });
});

describe('quick inquiry lists', () => {
  it('count the lines that hold something', () => {
    expect(quickListLineCount('')).toBe(0);
    expect(quickListLineCount('A 1\n\n  \r\nB 2\rC')).toBe(3);
    expect(quickListTooLong(Array.from({ length: 500 }, (_, i) => `P${i} 1`).join('\n'))).toBe(false);
    expect(quickListTooLong(Array.from({ length: 501 }, (_, i) => `P${i} 1`).join('\n'))).toBe(true);
  });

  it('send CSV or Excel by extension when the browser does not say', () => {
    expect(quickFileType({ name: 'parts.CSV', type: '' })).toBe('text/csv');
    expect(quickFileType({ name: 'parts.csv', type: 'application/vnd.ms-excel' })).toBe('text/csv');
    expect(quickFileType({ name: 'parts.xlsx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(quickFileType({ name: 'parts.xls', type: 'application/vnd.ms-excel' })).toBeNull();
    expect(quickFileType({ name: 'photo.png', type: 'image/png' })).toBeNull();
  });
});

describe('attachments are checked before upload', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('accept pictures and PDFs up to 5 MB', () => {
    expect(attachmentProblem(file('a.pdf', 'application/pdf'), 0)).toBeNull();
    expect(attachmentProblem(file('a.JPG', ''), 0)).toBeNull();
    expect(attachmentType(file('a.JPG', ''))).toBe('image/jpeg');
    expect(attachmentProblem(file('a.webp', 'image/webp', 5 * 1024 * 1024), 0)).toBeNull();
  });
  it('refuse other types, empty or large files, and a sixth file', () => {
    expect(attachmentProblem(file('a.exe', 'application/x-msdownload'), 0)).toBe('type');
    expect(attachmentProblem(file('a.gif', 'image/gif'), 0)).toBe('type');
    expect(attachmentProblem(file('a.pdf', 'application/pdf', 0), 0)).toBe('empty');
    expect(attachmentProblem(file('a.pdf', 'application/pdf', 5 * 1024 * 1024 + 1), 0)).toBe('size');
    expect(attachmentProblem(file('a.pdf', 'application/pdf'), INQUIRY_LIMITS.maxAttachments)).toBe('count');
  });
});

describe('downloads', () => {
  it('take the file name from Content-Disposition, the encoded form first', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment; filename="inquiries.csv"', 'x')).toBe('inquiries.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="inquiries.xlsx"; filename*=UTF-8''%E8%AF%A2%E4%BB%B7.xlsx`,
        'x',
      ),
    ).toBe('询价.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.pdf')).toBe('x.pdf');
  });
});

describe('idempotency keys', () => {
  it('are fresh and accepted by the server pattern', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('are UUIDs v4 without randomUUID too (plain http on an intranet address)', () => {
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      if (original && !('randomUUID' in crypto)) Object.defineProperty(crypto, 'randomUUID', original);
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
