import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
});

describe('GET /api/products/{skuCode}', () => {
  it('answers the full detail in English for the de site', async () => {
    const { res, body } = await api('/api/products/DETAIL-1?lang=en&site=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=60, stale-while-revalidate=300/);
    expect(body).toMatchObject({ status: 200, msg: 'OK' });
    expect(body.data).toEqual({
      skuCode: 'DETAIL-1',
      title: 'Front Brake Pad Set',
      titleZh: '前刹车片套装',
      titleEn: 'Front Brake Pad Set',
      brand: 'Akebono',
      partNumber: 'AK-77',
      image: '/media/parts/pad-1.svg',
      images: ['/media/parts/pad-1.svg', '/media/parts/pad-3.svg'],
      unit: expect.any(String),
      moq: expect.any(Number),
      stockStatus: 'low_stock',
      weightGrams: 1800,
      warrantyMonths: 12,
      description: 'Front brake pads for the Toyota Camry.',
      specs: [
        { key: 'Position', value: 'Front axle' },
        { key: 'Material', value: 'Ceramic' },
      ],
      fitments: [
        { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2024, engine: null },
        { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L' },
      ],
      category: { cid: '1003', title: '刹车片', title_en: 'Brake Pads' },
      breadcrumbs: [
        { cid: '10', title: '制动系统', title_en: 'Brakes' },
        { cid: '1003', title: '刹车片', title_en: 'Brake Pads' },
      ],
    });
    // The public detail is the visitor tier: no price, exact stock or OE numbers (the trade call has them).
    for (const trade of ['4299', '04465-33450', 'stockQty', 'oeNumbers', '"price"']) expect(JSON.stringify(body)).not.toContain(trade);
  });

  it('localizes title, description, specs and makes in Chinese on the us site', async () => {
    const { body } = await api('/api/products/DETAIL-1?lang=zh&site=us');
    expect(body.msg).toBe('成功');
    expect(body.data).toMatchObject({
      title: '前刹车片套装',
      description: '适用于丰田凯美瑞的前刹车片。',
      specs: [
        { key: '位置', value: '前轴' },
        { key: '材质', value: '陶瓷' },
      ],
    });
    expect(body.data.fitments.map((f: { make: string }) => f.make)).toEqual(['雷克萨斯', '丰田']);
  });

  it('names the fitted models in Chinese where the vehicle table knows a Chinese name, in English otherwise', async () => {
    const db = await getDb();
    const { createProduct } = await import('@tests/factories/catalog');
    const { loadVehiclesIfEmpty } = await import('@/server/vehicles/load-vehicles');
    await loadVehiclesIfEmpty(db);
    await createProduct(db, {
      skuCode: 'FIT-NAMES-1',
      fitments: [
        { make: 'Nissan', makeZh: '日产', model: 'Sylphy', yearFrom: 2016, yearTo: 2019, engine: '1.6L' },
        { make: 'Nissan', makeZh: '', model: 'Altima', yearFrom: 2019, yearTo: 2024, engine: null },
        { make: 'Nissan', makeZh: '日产', model: 'Workshop Special', yearFrom: 2020, yearTo: 2021, engine: null },
        // Known in Chinese for its China-market years only: the Chinese name stands for the model.
        { make: 'Nissan', makeZh: '日产', model: 'X-Trail', yearFrom: 2001, yearTo: 2006, engine: null },
      ],
    });
    const names = (body: { data: { fitments: { make: string; model: string }[] } }) => body.data.fitments.map((f) => `${f.make} ${f.model}`);
    expect(names((await api('/api/products/FIT-NAMES-1?lang=zh')).body)).toEqual(['日产 天籁', '日产 轩逸', '日产 Workshop Special', '日产 奇骏']);
    expect(names((await api('/api/products/FIT-NAMES-1?lang=en')).body)).toEqual(['Nissan Altima', 'Nissan Sylphy', 'Nissan Workshop Special', 'Nissan X-Trail']);
  });

  it('gives a product filed under a top category a one-step breadcrumb', async () => {
    const db = await getDb();
    const { createProduct } = await import('@tests/factories/catalog');
    const { categories } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [engine] = await db.select().from(categories).where(eq(categories.cid, '13'));
    await createProduct(db, { categoryId: engine!.id, skuCode: 'TOP-LEVEL-1', images: [] });
    const { body } = await api('/api/products/TOP-LEVEL-1');
    expect(body.data.breadcrumbs).toEqual([{ cid: '13', title: '发动机系统', title_en: 'Engine' }]);
    // No pictures yet: a placeholder keeps the layout intact.
    expect(body.data.images).toEqual(['/media/parts/part-1.svg']);
  });

  it.each([
    ['an unknown SKU', 'NOPE-404', 'NOPE-404'],
    ['a hidden product', 'HIDDEN-001', 'HIDDEN-001'],
    ['a malformed SKU', 'bad%20sku!', 'bad?sku?'],
    ['a lower-case SKU', 'detail-1', 'detail-1'],
    ['an over-long SKU', 'A'.repeat(300), 'A'.repeat(40)],
  ])('answers 404000 productNotFound for %s', async (_label, sku, shown) => {
    const en = await api(`/api/products/${sku}?lang=en`);
    expect(en.res.status).toBe(404);
    expect(en.body).toEqual({ status: 404000, msg: `No product with SKU ${shown}.`, data: null });
    const zh = await api(`/api/products/${sku}`);
    expect(zh.body.msg).toBe(`没有 SKU 为 ${shown} 的商品。`);
    expect(zh.res.headers.get('cache-control')).toBeNull();
  });
});
