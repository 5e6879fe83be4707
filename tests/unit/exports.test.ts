import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '@/server/exports/content-disposition';
import {
  exportContentType,
  exportFileName,
  streamExport,
  type ExportColumn,
} from '@/server/exports/export-file';
import { neutralizeCell } from '@/server/exports/neutralize-cell';
import { zipEntries } from '@tests/setup/zip-entries';

describe('neutralizeCell (row 19)', () => {
  it.each([
    '=1+1',
    '+1',
    '-1',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\0x',
    '＝1+1',
    '＋1',
    '－1',
    '＠x',
    '=HYPERLINK("http://x","y")',
  ])('prefixes %j', (value) => {
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });

  it.each(['plain', '刹车片', '1-2', ' =1', "'=1", '', 'a=b', '04465-33450'])('leaves %j alone', (value) => {
    expect(neutralizeCell(value)).toBe(value);
  });
});

/** The header as a browser reads it: one line, the quoted fallback, the decoded UTF-8 name. */
function readDisposition(value: string) {
  const headers = new Headers({ 'content-disposition': value }); // throws on CR/LF/NUL
  const read = headers.get('content-disposition')!;
  const fallback = /filename="((?:[^"\\]|\\.)*)"/.exec(read)?.[1];
  const star = /filename\*=UTF-8''([^;\s]+)/.exec(read)?.[1];
  return { read, fallback, name: star === undefined ? undefined : decodeURIComponent(star) };
}

describe('attachmentDisposition (row 21)', () => {
  it('gives an ASCII filename and the UTF-8 filename*', () => {
    const value = attachmentDisposition('收藏夹-2026-11-24.xlsx', 'favorites-2026-11-24.xlsx');
    expect(value).toBe(
      'attachment; filename="favorites-2026-11-24.xlsx"; filename*=UTF-8\'\'%E6%94%B6%E8%97%8F%E5%A4%B9-2026-11-24.xlsx',
    );
    expect(readDisposition(value).name).toBe('收藏夹-2026-11-24.xlsx');
  });

  it('keeps ASCII names in both forms', () => {
    const { fallback, name } = readDisposition(attachmentDisposition('favorites-2026-11-24.csv'));
    expect(fallback).toBe('favorites-2026-11-24.csv');
    expect(name).toBe('favorites-2026-11-24.csv');
  });

  it.each([
    'a"b.xlsx',
    'a\\"; filename="evil.exe.xlsx',
    'line\r\nSet-Cookie: x=1.csv',
    'nul\u0000.csv',
    "it's (1) *.csv",
    '../../etc/passwd',
    '询价单 "最终版"\n.xlsx',
    '',
  ])('%j stays one header with one fallback and one encoded name', (fileName) => {
    const value = attachmentDisposition(fileName);
    expect(value).not.toMatch(/[\r\n\u0000]/);
    expect(value).toMatch(
      /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/,
    );
    const { fallback, name } = readDisposition(value);
    expect(fallback).not.toMatch(/["\\/]/);
    expect(name).toBe(fileName.replace(/[\u0000-\u001f]/g, '').trim() || 'download');
  });

  it('makes a readable fallback from accented names by default', () => {
    expect(readDisposition(attachmentDisposition('Café Teile.csv')).fallback).toBe('Cafe Teile.csv');
  });
});

describe('exportFileName and types', () => {
  it('uses the China calendar day', () => {
    // 2026-11-24 17:30 UTC is already the 25th in China.
    expect(exportFileName('favorites', new Date('2026-11-24T15:59:00Z'), 'xlsx')).toBe(
      'favorites-2026-11-24.xlsx',
    );
    expect(exportFileName('收藏夹', new Date('2026-11-24T16:00:00Z'), 'csv')).toBe('收藏夹-2026-11-25.csv');
  });

  it('names the content types', () => {
    expect(exportContentType('xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(exportContentType('csv')).toBe('text/csv; charset=utf-8');
  });
});

type Row = { title: string; price: number; at: Date; note: string | null };
const columns: ExportColumn<Row>[] = [
  { header: '标题', width: 40, value: (r) => r.title },
  { header: 'Price', value: (r) => r.price },
  { header: 'Added', value: (r) => r.at },
  { header: 'Note', value: (r) => r.note },
];
const rows: Row[] = [
  {
    title: '=HYPERLINK("http://evil","click")',
    price: 12.5,
    at: new Date('2026-11-24T02:03:00Z'),
    note: null,
  },
  { title: '刹车片, "前轴"\n第二行', price: 0, at: new Date('2026-01-01T16:00:00Z'), note: '@cmd' },
  {
    title: 'bell\u0007 and \uD800 lone',
    price: Number.NaN,
    at: new Date('2026-01-01T00:00:00Z'),
    note: '－1',
  },
];
async function* iterate<T>(items: T[]) {
  for (const item of items) yield item;
}
const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe('streamExport', () => {
  it('xlsx: round-trips through a reader, strings are text, no <f> anywhere, dates in China time', async () => {
    const bytes = await bytesOf(streamExport('xlsx', 'Favourites', columns, iterate(rows)));
    const entries = zipEntries(bytes);
    const sheetXml = entries.get('xl/worksheets/sheet1.xml');
    expect(sheetXml).toBeDefined();
    for (const [name, xml] of entries) expect(xml, name).not.toMatch(/<f[\s>]/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as never);
    const sheet = workbook.getWorksheet('Favourites')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '标题', 'Price', 'Added', 'Note']);
    expect(sheet.getCell('A2').value).toBe('\'=HYPERLINK("http://evil","click")');
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe(12.5);
    // China wall clock, stored zone-less: 02:03 UTC reads 10:03.
    expect((sheet.getCell('C2').value as Date).toISOString()).toBe('2026-11-24T10:03:00.000Z');
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell('D2').value).toBeNull();
    expect(sheet.getCell('A3').value).toBe('刹车片, "前轴"\n第二行');
    expect(sheet.getCell('D3').value).toBe("'@cmd");
    expect(sheet.getCell('A4').value).toBe('bell\uFFFD and \uFFFD lone');
    expect(sheet.getCell('B4').value).toBeNull();
    expect(sheet.getCell('D4').value).toBe("'－1");
    expect(sheet.rowCount).toBe(4);
  });

  it('csv: BOM, CRLF, quoting and neutralised cells round-trip through csv-parse', async () => {
    const bytes = await bytesOf(streamExport('csv', 'ignored', columns, iterate(rows)));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\r\n');
    const parsed = parse(text, { bom: true }) as string[][];
    expect(parsed).toEqual([
      ['标题', 'Price', 'Added', 'Note'],
      ['\'=HYPERLINK("http://evil","click")', '12.5', '2026-11-24 10:03', ''],
      ['刹车片, "前轴"\n第二行', '0', '2026-01-02 00:00', "'@cmd"],
      ['bell\uFFFD and \uFFFD lone', '', '2026-01-01 08:00', "'－1"],
    ]);
  });

  it('an empty list still has its header row', async () => {
    const csv = new TextDecoder().decode(await bytesOf(streamExport('csv', 's', columns, iterate([]))));
    expect(parse(csv, { bom: true })).toEqual([['标题', 'Price', 'Added', 'Note']]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(await bytesOf(streamExport('xlsx', 's', columns, iterate([])))) as never,
    );
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('a failing row source fails the stream instead of ending it quietly', async () => {
    async function* broken() {
      yield rows[0]!;
      throw new Error('database went away');
    }
    await expect(bytesOf(streamExport('csv', 's', columns, broken()))).rejects.toThrow();
    await expect(bytesOf(streamExport('xlsx', 's', columns, broken()))).rejects.toThrow();
  });

  it.each(['xlsx', 'csv'] as const)(
    '%s: reads rows only as fast as the reader takes the file (backpressure)',
    async (format) => {
      const total = 50_000;
      let produced = 0;
      async function* many() {
        for (let i = 0; i < total; i++) {
          produced += 1;
          // Varied text, so the zip output is not trivially small.
          yield {
            title: `Part ${i} ${(i * 7919).toString(36).repeat(20)}`,
            price: i,
            at: new Date(i * 1000),
            note: String(i),
          };
        }
      }
      const reader = streamExport(format, 's', columns, many()).getReader();
      await reader.read();
      // Give the writer many turns of the event loop with nobody reading: it must stop well short of the end.
      for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
      const stalledAt = produced;
      expect(stalledAt).toBeLessThan(total / 4);
      // Reading on lets it go on.
      for (let read = 0; read < 10_000 && produced === stalledAt; read++) await reader.read();
      expect(produced).toBeGreaterThan(stalledAt);
      await reader.cancel();
    },
  );
});
