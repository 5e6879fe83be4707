import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { loadVehiclesIfEmpty } from '@/server/vehicles/load-vehicles';
import { vehicleCatalogue } from '@/server/vehicles/vehicle-catalogue';
import { api } from '@tests/setup/test-app';

type Model = { id: number; model: string; model_zh: string; engine: string | null };

async function data<T>(path: string): Promise<T> {
  const { res, body } = await api(path);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as T;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await getDb()).execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  // The demo seed loads the vehicle table first, then links its products to it.
  await seedDemoCatalogue(await getDb(), { products: 300 });
});

describe('vehicle table', () => {
  it('is loaded once from the committed data; a second load does nothing', async () => {
    const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM vehicles`);
    expect(row!.n).toBe(vehicleCatalogue().length);
    expect(await loadVehiclesIfEmpty(await getDb())).toBe(0);
  });

  it('every demo fitment range is linked year by year', async () => {
    const [fitments] = await rows<{ years: number }>(sql`SELECT sum(year_to - year_from + 1)::int AS years FROM product_fitments`);
    const [links] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_vehicles`);
    expect(fitments!.years).toBeGreaterThan(0);
    // Overlapping ranges of one product collapse into one link.
    expect(links!.n).toBeLessThanOrEqual(fitments!.years);
    expect(links!.n).toBeGreaterThan(fitments!.years * 0.8);
    const [unlinked] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM product_fitments f, generate_series(f.year_from::int, f.year_to::int) AS y
       WHERE NOT EXISTS (SELECT 1 FROM product_vehicles pv JOIN vehicles v ON v.id = pv.vehicle_id
                          WHERE pv.product_id = f.product_id AND v.make = f.make AND v.model = f.model AND v.year = y)`);
    expect(unlinked!.n).toBe(0);
  });
});

describe('GET /api/vehicles/years, makes, models', () => {
  it('years newest first, makes of a year alphabetical with Chinese names, models with ids', async () => {
    const years = await data<number[]>('/api/vehicles/years');
    expect(years[0]).toBeGreaterThanOrEqual(2024);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toContain(2000);

    const makes = await data<{ make: string; make_zh: string }[]>('/api/vehicles/makes?year=2022');
    expect(makes).toContainEqual({ make: 'BYD', make_zh: '比亚迪' });
    expect(makes).toContainEqual({ make: 'Toyota', make_zh: '丰田' });
    const names = makes.map((m) => m.make);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const models = await data<Model[]>('/api/vehicles/models?year=2022&make=BYD');
    expect(models.find((m) => m.model === 'Han')).toMatchObject({ model_zh: '汉', engine: 'EV, DM-i 1.5T' });
    const camry = (await data<Model[]>('/api/vehicles/models?year=2019&make=Toyota')).find((m) => m.model === 'Camry');
    expect(camry).toMatchObject({ model_zh: '凯美瑞' });
  });

  it('an unknown year or make is an empty list; a bad year is a 400001', async () => {
    expect(await data('/api/vehicles/makes?year=1950')).toEqual([]);
    expect(await data('/api/vehicles/models?year=2019&make=Nope')).toEqual([]);
    const { res, body } = await api('/api/vehicles/makes?year=abc&lang=en');
    expect(res.status).toBe(400);
    expect(body.status).toBe(400001);
    const missing = await api('/api/vehicles/models?year=2019');
    expect(missing.res.status).toBe(400);
  });

  it('answers are public and cacheable, no session needed', async () => {
    // A visitor already holding its XSRF cookie (a first visit's answer sets one and is private).
    const cookie = /XSRF-TOKEN=[^;]+/.exec((await api('/api/cate')).res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    for (const path of ['/api/vehicles/years', '/api/vehicles/makes?year=2020', '/api/vehicles/models?year=2020&make=Honda', '/api/vehicles/vin/1HGCM82633A004352']) {
      const { res } = await api(path, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=60, stale-while-revalidate=300');
    }
  });
});

describe('GET /api/vehicles/vin/{vin}', () => {
  it('decodes a North American VIN to the vehicle in our table', async () => {
    const decoded = await data<Record<string, unknown>>('/api/vehicles/vin/1HGCM82633A004352');
    const [accord] = await rows<{ id: number }>(sql`SELECT id FROM vehicles WHERE make = 'Honda' AND model = 'Accord' AND year = 2003`);
    expect(decoded).toEqual({
      vin: '1HGCM82633A004352',
      region: 'north-america',
      check_digit: 'valid',
      year: 2003,
      make: 'Honda',
      make_zh: '本田',
      model: 'Accord',
      model_zh: '雅阁',
      vehicle_id: accord!.id,
    });
  });

  it('a Chinese VIN without a model pattern gives make and year; vehicle_id is null', async () => {
    expect(await data('/api/vehicles/vin/lsvau218xn2183294')).toMatchObject({
      region: 'china', year: 2022, make: 'Volkswagen', make_zh: '大众', model: null, vehicle_id: null,
    });
  });

  it('a European VIN is accepted without its check digit being checked', async () => {
    expect(await data('/api/vehicles/vin/WVWZZZAUZFW000000')).toMatchObject({ check_digit: 'not-applicable', year: 2015, make: 'Volkswagen' });
  });

  it('refuses a bad check digit, length or characters with a translated message', async () => {
    const en = await api('/api/vehicles/vin/1HGCM82643A004352?lang=en');
    expect(en.res.status).toBe(400);
    expect(en.body.status).toBe(400001);
    expect(en.body.msg).toContain('position 9 should be 3');
    expect(en.body.errors[0].path).toBe('vin');
    const zh = await api('/api/vehicles/vin/1HGCM82643A004352?lang=zh');
    expect(zh.body.msg).toContain('第 9 位应为 3');
    expect((await api('/api/vehicles/vin/1HGCM8263?lang=en')).body.msg).toContain('17 characters');
    expect((await api('/api/vehicles/vin/1HGCM82633A00435I?lang=en')).body.msg).toContain('except I, O and Q');
  });

  it('an unknown maker is a 404 with the WMI named', async () => {
    const { res, body } = await api('/api/vehicles/vin/9ZZ11111111111111?lang=en');
    expect(res.status).toBe(404);
    expect(body.msg).toContain('9ZZ');
  });
});

describe('vehicle filter and fitment check', () => {
  let vehicleId: number;
  let fitting: string;
  let other: string;
  let universal: string;

  beforeAll(async () => {
    const [busiest] = await rows<{ vehicle_id: number }>(
      sql`SELECT vehicle_id FROM product_vehicles GROUP BY vehicle_id ORDER BY count(*) DESC, vehicle_id LIMIT 1`,
    );
    vehicleId = busiest!.vehicle_id;
    const [fit] = await rows<{ sku: string }>(sql`
      SELECT p.sku_code AS sku FROM products p JOIN product_vehicles pv ON pv.product_id = p.id
       WHERE pv.vehicle_id = ${vehicleId} ORDER BY p.id LIMIT 1`);
    const [notFit] = await rows<{ sku: string }>(sql`
      SELECT p.sku_code AS sku FROM products p WHERE EXISTS (SELECT 1 FROM product_vehicles pv WHERE pv.product_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM product_vehicles pv WHERE pv.product_id = p.id AND pv.vehicle_id = ${vehicleId})
       ORDER BY p.id LIMIT 1`);
    const [none] = await rows<{ sku: string }>(sql`
      SELECT p.sku_code AS sku FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_vehicles pv WHERE pv.product_id = p.id)
       ORDER BY p.id LIMIT 1`);
    [fitting, other, universal] = [fit!.sku, notFit!.sku, none!.sku];
  });

  it('GET /api/products?vehicle= lists exactly the products linked to the vehicle', async () => {
    const linked = await rows<{ sku: string }>(sql`
      SELECT p.sku_code AS sku FROM products p JOIN product_vehicles pv ON pv.product_id = p.id
       WHERE pv.vehicle_id = ${vehicleId} AND p.status = 'active'`);
    const list = await data<{ items: { skuCode: string }[]; total: number }>(`/api/products?vehicle=${vehicleId}&pageSize=60`);
    expect(list.total).toBe(linked.length);
    expect(list.items.map((i) => i.skuCode).sort()).toEqual(linked.map((r) => r.sku).sort());
    const all = await data<{ total: number }>('/api/products');
    expect(list.total).toBeLessThan(all.total);
  });

  it('the vehicle filter combines with a category', async () => {
    const list = await data<{ items: { category: { cid: string } }[]; total: number }>(`/api/products?vehicle=${vehicleId}&pageSize=60`);
    const cid = list.items[0]!.category.cid;
    const both = await data<{ items: { category: { cid: string } }[]; total: number }>(`/api/products?vehicle=${vehicleId}&cid=${cid}&pageSize=60`);
    expect(both.total).toBe(list.items.filter((i) => i.category.cid === cid).length);
  });

  it('GET /api/products/{sku}/fits says fits, does not fit, or universal', async () => {
    expect(await data(`/api/products/${fitting}/fits?vehicle=${vehicleId}`)).toEqual({ sku: fitting, vehicle_id: vehicleId, fits: true, universal: false });
    expect(await data(`/api/products/${other}/fits?vehicle=${vehicleId}`)).toMatchObject({ fits: false, universal: false });
    expect(await data(`/api/products/${universal}/fits?vehicle=${vehicleId}`)).toMatchObject({ fits: false, universal: true });
  });

  it('an unknown product is a 404; a bad vehicle id a 400001', async () => {
    expect((await api(`/api/products/NOPE-1/fits?vehicle=${vehicleId}`)).res.status).toBe(404);
    expect((await api(`/api/products/bad sku!/fits?vehicle=1`)).res.status).toBe(404);
    expect((await api(`/api/products/${fitting}/fits?vehicle=0`)).body.status).toBe(400001);
    expect((await api(`/api/products/${fitting}/fits`)).body.status).toBe(400001);
  });
});
