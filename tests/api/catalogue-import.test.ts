import { and, eq, like, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, catalogueImportJobs, productFitments, products } from '@/server/db/schema';
import { importJobSettled, runImportJob, THIS_PROCESS } from '@/server/catalogue-import/import-job-runner';
import { openImportFile } from '@/server/catalogue-import/read-import-file';
import { startImportJob } from '@/server/catalogue-import/start-import-job';
import { createCategory } from '@tests/factories/catalog';
import { csvFile, importProduct, rowsOf, xlsxFile } from '@tests/factories/catalogue-file';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, signIn, type Session } from '@tests/factories/users';
import { api, testApp } from '@tests/setup/test-app';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let operator: Session;
let operatorId: number;
let buyer: Session;
let cid: string;

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  const op = await createOperator(db);
  operatorId = op.id;
  operator = await signIn(op.mobile, GOOD_PASSWORD);
  const b = await createUser(db);
  buyer = await signIn(b.mobile, GOOD_PASSWORD);
  const top = await createCategory(db, { title: '制动系统', titleEn: 'Brakes' });
  cid = (await createCategory(db, { parentId: top.id, title: '刹车片', titleEn: 'Brake Pads' })).cid;
});

afterEach(() => resetClock());

const upload = (path: string, bytes: Uint8Array, session: Session = operator, type = 'text/csv') =>
  api(path, { method: 'POST', headers: { ...session.headers, 'content-type': type }, body: bytes as BodyInit });

async function finished(jobId: number) {
  await importJobSettled(jobId);
  return (await api(`/api/admin/catalogue/import/jobs/${jobId}`, { headers: operator.headers })).body.data;
}

async function importFile(bytes: Uint8Array, type = 'text/csv') {
  const res = await upload('/api/admin/catalogue/import?name=file.csv', bytes, operator, type);
  expect(res.body.status).toBe(200);
  return finished(res.body.data.id as number);
}

const indexNames = async () =>
  ((await (await getDb()).execute(sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`)) as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);

const countWithPrefix = async (prefix: string) =>
  Number((await (await getDb()).select({ n: sql<number>`count(*)` }).from(products).where(like(products.skuCode, `${prefix}%`)))[0]!.n);

describe('dry run', () => {
  it('reports every bad row with its row number, column and a translated reason, and writes nothing', async () => {
    const good = importProduct('DRY-001', cid);
    const rows = rowsOf([good, importProduct('DRY-002', cid), importProduct('DRY-003', cid), importProduct('DRY-004', '9999'), good]);
    rows[1]!.title_en = '';
    rows[2]!.price_usd = 'twelve';
    rows.push({ ...rowsOf([importProduct('DRY-005', cid)])[0]!, fitments: 'Toyota|丰田|Corolla|2019-2014' });
    const res = await upload('/api/admin/catalogue/import/dry-run?lang=en', csvFile(rows));
    expect(res.body.status).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ format: 'csv', totalRows: 6, validRows: 1, problemCount: 5, created: 1 });
    expect(report.problems).toEqual([
      { row: 3, column: 'title_en', columnTitle: 'Title (English)', reason: 'Required' },
      { row: 4, column: 'price_usd', columnTitle: 'Price USD', reason: expect.stringContaining('Not a number') },
      { row: 5, column: 'category', columnTitle: 'Category code', reason: 'No sub-category has the code 9999' },
      { row: 6, column: 'sku', columnTitle: 'SKU', reason: 'This SKU is already on row 2 of this file' },
      { row: 7, column: 'fitments', columnTitle: 'Fits vehicles', reason: 'Item 1: Start year after end year' },
    ]);
    const zh = await upload('/api/admin/catalogue/import/dry-run?lang=zh', csvFile(rows));
    expect(zh.body.data.problems[0]).toMatchObject({ columnTitle: '英文标题', reason: '必填' });
    expect(await countWithPrefix('DRY-')).toBe(0);
    // The import of the same file is refused whole, with the same problems.
    const refused = await upload('/api/admin/catalogue/import?lang=en', csvFile(rows));
    expect(refused.body.status).toBe(400001);
    expect(refused.body.msg).toContain('Row 3');
    expect(await countWithPrefix('DRY-')).toBe(0);
  });

  it('refuses formulas (xlsx formula cells and cells starting with =), never evaluating them; + - @ are text', async () => {
    const rows = rowsOf([importProduct('FRM-001', cid), importProduct('FRM-002', cid), importProduct('FRM-003', cid, { titleEn: '-40 °C @ +12 V' })]);
    rows[0]!.title_zh = { formula: 'HYPERLINK("http://x.test","y")' };
    rows[1]!.brand = '=1+1';
    const xlsx = await upload('/api/admin/catalogue/import/dry-run?lang=en', await xlsxFile(rows), operator, XLSX);
    expect(xlsx.body.data).toMatchObject({ format: 'xlsx', validRows: 1, problemCount: 2 });
    expect(xlsx.body.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([[2, 'title_zh'], [3, 'brand']]);
    expect(xlsx.body.data.problems[0].reason).toContain('formula');
    const csv = await upload('/api/admin/catalogue/import/dry-run?lang=en', csvFile(rows));
    expect(csv.body.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([[2, 'title_zh'], [3, 'brand']]);
  });

  it('refuses a file over 10 MB while reading it, and files that are neither CSV nor .xlsx by content', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    const tooLarge = await upload('/api/admin/catalogue/import/dry-run?lang=en', big);
    expect(tooLarge.res.status).toBe(413);
    expect(tooLarge.body.msg).toContain('10 MB');
    const pdf = new TextEncoder().encode('%PDF-1.7\n\u0000\u0001binary');
    const wrong = await upload('/api/admin/catalogue/import/dry-run?lang=en', pdf, operator, 'text/csv');
    expect(wrong.res.status).toBe(415);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await upload('/api/admin/catalogue/import?lang=en', png, operator, XLSX)).res.status).toBe(415);
  });

  it('is for operators only', async () => {
    const res = await upload('/api/admin/catalogue/import/dry-run', csvFile(rowsOf([importProduct('BUY-001', cid)])), buyer);
    expect(res.body.status).toBe(403000);
  });
});

describe('import', () => {
  it('creates products with fitments and search terms; a re-run changes nothing; a change updates; one audit row per job', async () => {
    const list = Array.from({ length: 25 }, (_, i) => importProduct(`IMP-${String(i).padStart(3, '0')}`, cid));
    const first = await importFile(await xlsxFile(rowsOf(list)), XLSX);
    expect(first).toMatchObject({ state: 'done', totalRows: 25, processedRows: 25, created: 25, updated: 0, unchanged: 0 });
    const db = await getDb();
    const [stored] = await db.select().from(products).where(eq(products.skuCode, 'IMP-007'));
    expect(stored).toMatchObject({ titleEn: 'Imported brake pad IMP-007', priceUsd: 1250, oeNumbers: ['OE-IMP-007', '04465-02220'], searchStale: false });
    expect(await db.select().from(productFitments).where(eq(productFitments.productId, stored!.id))).toHaveLength(1);
    const search = await api('/api/search?keyword=IMP-007&lang=en&site=us', { headers: buyer.headers });
    expect(JSON.stringify(search.body.data)).toContain('IMP-007');

    const again = await importFile(await xlsxFile(rowsOf(list)), XLSX);
    expect(again).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 25 });

    list[3] = { ...list[3]!, prices: { ...list[3]!.prices, USD: 1300 }, fitments: [] };
    const changed = await importFile(csvFile(rowsOf(list)));
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 24 });
    const [updated] = await db.select().from(products).where(eq(products.skuCode, 'IMP-003'));
    expect(updated!.priceUsd).toBe(1300);
    expect(await db.select().from(productFitments).where(eq(productFitments.productId, updated!.id))).toHaveLength(0);

    const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, 'catalogue.import'), eq(auditLog.actorUserId, operatorId)));
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'done', created: 25, updated: 0, unchanged: 0 }),
        expect.objectContaining({ status: 'done', created: 0, updated: 1, unchanged: 24 }),
      ]),
    );
    expect(audits).toHaveLength(3);
  });

  it('resumes an import cut off after two batches from the last committed batch, without doubling', async () => {
    const db = await getDb();
    const list = Array.from({ length: 50 }, (_, i) => importProduct(`RES-${String(i).padStart(3, '0')}`, cid));
    const job = await startImportJob(db, { actorUserId: operatorId, fileName: 'r.csv', bytes: csvFile(rowsOf(list)), lang: 'en' }, { background: false });
    // The process "dies" after two batches of 10: no error, no status change, as a killed server leaves it.
    // It ran as a large import does, without the catalogue's secondary indexes.
    await runImportJob(db, job.id, THIS_PROCESS, { batchSize: 10, stopAfterBatches: 2, deferIndexesFrom: 1 });
    expect(await countWithPrefix('RES-')).toBe(20);
    // Changed by hand meanwhile: a resume that read the committed rows again would count an update and undo this.
    await db.update(products).set({ priceUsd: 9999 }).where(eq(products.skuCode, 'RES-019'));
    expect(await indexNames()).not.toContain('products_search_vector_idx');
    const stillFresh = await api(`/api/admin/catalogue/import/jobs/${job.id}`, { headers: operator.headers });
    expect(stillFresh.body.data).toMatchObject({ state: 'running', processedRows: 20 });
    expect((await api(`/api/admin/catalogue/import/jobs/${job.id}/resume`, { method: 'POST', headers: operator.headers })).body.status).toBe(409000);

    const later = new Date(Date.now() + 5 * 60_000);
    setClock(() => later);
    const seen = await api(`/api/admin/catalogue/import/jobs/${job.id}`, { headers: operator.headers });
    expect(seen.body.data).toMatchObject({ state: 'interrupted', processedRows: 20, created: 20 });
    const resumed = await api(`/api/admin/catalogue/import/jobs/${job.id}/resume?lang=en`, { method: 'POST', headers: operator.headers });
    expect(resumed.body.status).toBe(200);
    expect(await finished(job.id)).toMatchObject({ state: 'done', processedRows: 50, created: 50, updated: 0, unchanged: 0 });
    expect(await countWithPrefix('RES-')).toBe(50);
    expect((await db.select().from(products).where(eq(products.skuCode, 'RES-019')))[0]!.priceUsd).toBe(9999);
    const [row] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, job.id));
    expect(row!.file).toBeNull();
    // Whoever finished the job built the indexes again.
    expect(await indexNames()).toEqual(expect.arrayContaining(['products_search_vector_idx', 'products_active_price_usd_idx', 'part_number_lookup_key_grams_idx']));
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, 'catalogue.import'), eq(auditLog.targetId, String(job.id))));
    expect(audits).toHaveLength(1);
  });
});

describe('a file read as a stream (ADR 0050, bounded memory)', () => {
  const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => importProduct(`${prefix}-${String(i).padStart(5, '0')}`, cid));

  it('reports a bad row after 5,000 good ones by its row number; the import is refused and writes nothing', async () => {
    const rows = rowsOf(many('STR', 5001));
    rows[5000]!.moq = 'many';
    const report = await upload('/api/admin/catalogue/import/dry-run?lang=en', csvFile(rows));
    expect(report.body.data).toMatchObject({ totalRows: 5001, validRows: 5000, problemCount: 1, created: 5000 });
    expect(report.body.data.problems).toEqual([{ row: 5002, column: 'moq', columnTitle: 'Minimum order', reason: expect.stringContaining('Not a number') }]);
    const refused = await upload('/api/admin/catalogue/import?lang=en', csvFile(rows));
    expect(refused.body.status).toBe(400001);
    expect(refused.body.msg).toContain('Row 5002');
    expect(await countWithPrefix('STR-')).toBe(0);
  });

  it('reads every row of a CSV far longer than one piece of text, Chinese cut anywhere, exactly', async () => {
    const list = many('TXT', 3000).map((p, i) => ({ ...p, titleZh: `导入刹车片 第${i}号 ${'制动'.repeat(i % 7)}` }));
    const file = await openImportFile(csvFile(rowsOf(list)));
    expect(file.format).toBe('csv');
    const titleAt = file.header.indexOf('title_zh');
    const read: string[] = [];
    for await (const row of file.rows) read.push(row.cells[titleAt]!);
    expect(read).toEqual(list.map((p) => p.titleZh));
  });
});

describe('export', () => {
  it('streams the catalogue as CSV and XLSX that re-import with no change, formula-looking text kept as text', async () => {
    await importFile(csvFile(rowsOf([
      importProduct('EXP-001', cid, { titleEn: '-40 °C rated; cold | start', specs: [{ keyZh: '范围', keyEn: 'Range', valueZh: '+5|-5', valueEn: '@ 12 V; 24 V' }] }),
      importProduct('EXP-002', cid, { weightGrams: null, warrantyMonths: null, oeNumbers: [], fitments: [] }),
    ])));
    const total = Number((await (await getDb()).select({ n: sql<number>`count(*)` }).from(products))[0]!.n);
    for (const [format, type] of [['csv', 'text/csv'], ['xlsx', XLSX]] as const) {
      const res = await testApp().request(`/api/admin/catalogue/export?format=${format}&lang=zh`, { headers: operator.headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const report = await upload('/api/admin/catalogue/import/dry-run?lang=en', bytes, operator, type);
      expect(report.body.data).toMatchObject({ format, totalRows: total, problemCount: 0, created: 0, updated: 0, unchanged: total });
      const job = await importFile(bytes, type);
      expect(job).toMatchObject({ created: 0, updated: 0, unchanged: total });
    }
  });

  it('offers a template in each language whose example row imports', async () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const [format, type] of [['csv', 'text/csv'], ['xlsx', XLSX]] as const) {
        const res = await testApp().request(`/api/admin/catalogue/import/template?format=${format}&lang=${lang}`, { headers: operator.headers });
        expect(res.status).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const report = await upload('/api/admin/catalogue/import/dry-run?lang=en', bytes, operator, type);
        // The example names category 1003, which this test's catalogue does not have: that is the only problem.
        expect(report.body.data.problems.map((p: { column: string }) => p.column)).toEqual(cid === '1003' ? [] : ['category']);
      }
    }
  });
});
