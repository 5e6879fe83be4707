import { stringify } from 'csv-stringify/sync';
import type { ProductInput } from '@/contracts/catalogue-admin';
import type { Lang } from '@/contracts/site';
import { exportContentType, type ExportFormat } from '../exports/export-file';
import { cellText } from '../exports/export-cells';
import { loadExcel } from '../exports/xlsx-stream';
import { catalogueColumns } from './export-catalogue';
import { IMPORT_COLUMNS, inputToRow } from './import-columns';
import { columnTitle, importTexts } from './import-texts';

/** The template's example row: every column filled, lists in their flat form. */
const EXAMPLE: ProductInput = {
  skuCode: 'EXAMPLE-0001',
  cid: '1003',
  titleZh: '前刹车片 陶瓷配方',
  titleEn: 'Front brake pads, ceramic',
  brand: 'Bosch',
  partNumber: '0 986 494 123',
  oeNumbers: ['04465-02220', '04465-12610'],
  descriptionZh: '低粉尘、低噪音。',
  descriptionEn: 'Low dust, low noise.',
  specs: [{ keyZh: '厚度', keyEn: 'Thickness', valueZh: '17.5 mm', valueEn: '17.5 mm' }],
  unit: 'set',
  moq: 10,
  prices: { USD: 2450, EUR: 2290, AUD: 3790, GBP: 1990 },
  stockStatus: 'in_stock',
  stockQty: 500,
  weightGrams: 1200,
  warrantyMonths: 12,
  status: 'active',
  fitments: [
    { make: 'Toyota', makeZh: '丰田', model: 'Corolla', yearFrom: 2014, yearTo: 2019, engine: '1.8L' },
    { make: 'Toyota', makeZh: '丰田', model: 'Auris', yearFrom: 2013, yearTo: 2018, engine: null },
  ],
};

/** A file to fill in: the header (translated title and key), one example row; the .xlsx explains each column on a second sheet. */
export async function importTemplate(lang: Lang, format: ExportFormat) {
  const texts = importTexts(lang);
  const columns = catalogueColumns(lang);
  const example = inputToRow(EXAMPLE);
  const fileName = `${texts.file.templateBase}.${format}`;
  const base = { fileName, asciiFileName: `catalogue-template.${format}`, contentType: exportContentType(format) };
  if (format === 'csv') {
    const text = stringify([columns.map((c) => c.header), columns.map((c) => String(c.value(example)))], { bom: true, record_delimiter: 'windows' });
    return { ...base, body: new Blob([text]).stream() };
  }
  const { default: Excel } = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(texts.file.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(columns.map((c) => {
    const value = c.value(example);
    return typeof value === 'string' ? cellText(value) : value;
  }));
  const help = workbook.addWorksheet(texts.file.helpSheet);
  help.columns = [
    { header: texts.file.helpKey, key: 'key', width: 18 },
    { header: texts.file.helpTitle, key: 'title', width: 24 },
    { header: texts.file.helpText, key: 'text', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const key of IMPORT_COLUMNS) help.addRow({ key, title: columnTitle(lang, key), text: cellText(texts.help[key]) });
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { ...base, body: new Blob([bytes]).stream() };
}
