import { describe, expect, it } from 'vitest';
import { partNumberKey } from '@/lib/part-number-key';
import { parseQuantity, rowsFromText, withoutHeader } from '@/server/inquiries/parse-parts-list';
import { storedFileName } from '@/server/inquiries/attachment-type';
import { attachmentDisposition } from '@/server/exports/content-disposition';

const parts = (text: string) =>
  withoutHeader(rowsFromText(text)).map((r) => [r.part, r.quantity, r.alternative ?? null]);

describe('parts list parsing', () => {
  it('splits on tab, semicolon or comma first, else on spaces with a trailing number as the quantity', () => {
    expect(parts('A-1\t3\nB 2;4\nC.3,5\nD 4 6\nE-5')).toEqual([
      ['A-1', 3, null],
      ['B 2', 4, null],
      ['C.3', 5, null],
      ['D 4', 6, 'D 4 6'],
      ['E-5', null, null],
    ]);
  });

  it('reads quantities with units and refuses the rest', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 12 pcs ')).toBe(12);
    expect(parseQuantity('12件')).toBe(12);
    expect(parseQuantity('3.0')).toBe(3);
    expect(parseQuantity(7)).toBe(7);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity(null)).toBeNull();
    for (const bad of ['0', '-3', '1.5', 'abc', '1,000', '99999999999', 1.5, 0, Number.NaN]) {
      expect(parseQuantity(bad), String(bad)).toMatchObject({ problem: 'quantityInvalid' });
    }
  });

  it('drops a header row only when it looks like one (no digits in the part column)', () => {
    expect(parts('Part number\tQty\nA-1\t2')).toEqual([['A-1', 2, null]]);
    expect(parts('零件号,数量\nA-1,2')).toEqual([['A-1', 2, null]]);
    expect(parts('OE number\nA-1 2')).toEqual([['A-1', 2, 'A-1 2']]);
    expect(parts('PN1234\nA-1 2')).toHaveLength(2);
    expect(parts('OE-123,abc\nA-1,2')).toHaveLength(2);
  });

  it('normalises part numbers like the database', () => {
    expect(partNumberKey(' 0 986-494.123 ')).toBe('0986494123');
    expect(partNumberKey('ｈｕ７１９／６')).toBe('HU7196');
    expect(partNumberKey('04465\u201333450')).toBe('0446533450');
  });
});

describe('attachment names', () => {
  it('drop folders and follow the content type', () => {
    expect(storedFileName('C:\\fake\\scan.exe.pdf', 'image/png')).toBe('scan.exe.png');
    expect(storedFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG'.replace('JPEG', 'jpeg'));
    expect(storedFileName('', 'application/pdf')).toBe('attachment.pdf');
    expect(storedFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(storedFileName('.hidden', 'image/webp')).toBe('hidden.webp');
  });

  it('make one Content-Disposition header whatever the name holds', () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
    expect(attachmentDisposition('询价单.pdf')).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('询价单.pdf')}`,
    );
    expect(attachmentDisposition("it's (1).pdf")).toBe(
      `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});
