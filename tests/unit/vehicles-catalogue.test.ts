import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VEHICLE_MAKES } from '@/server/db/seed/demo-catalogue/vehicles';
import { HAND_MAKES } from '@/server/vehicles/data/china-market';
import { expandYears, vehicleCatalogue, vehicleIdIndex, vehicleKey } from '@/server/vehicles/vehicle-catalogue';

const dataDir = path.join(import.meta.dirname, '..', '..', 'src', 'server', 'vehicles', 'data');

describe('vehicle catalogue', () => {
  it('expands year ranges', () => {
    expect(expandYears('2000-2002,2005')).toEqual([2000, 2001, 2002, 2005]);
    expect(expandYears('2019')).toEqual([2019]);
  });

  it('numbers vehicles 1..N, one per make/model/year, in a fixed order', () => {
    const all = vehicleCatalogue();
    expect(all.length).toBeGreaterThan(9000);
    expect(all.map((v) => v.id)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((v) => vehicleKey(v.make, v.model, v.year))).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const order = a.make < b.make || (a.make === b.make && (a.model < b.model || (a.model === b.model && a.year < b.year)));
      expect(order, `${a.make} ${a.model} ${a.year} before ${b.make} ${b.model} ${b.year}`).toBe(true);
    }
  });

  it('has the Chinese makes vPIC lacks, with Chinese names', () => {
    const makes = new Map(vehicleCatalogue().map((v) => [v.make, v.makeZh]));
    for (const [make, zh] of [
      ['BYD', '比亚迪'], ['Geely', '吉利'], ['Great Wall', '长城'], ['Haval', '哈弗'], ['Chery', '奇瑞'], ['Changan', '长安'],
      ['Roewe', '荣威'], ['MG', '名爵'], ['NIO', '蔚来'], ['Li Auto', '理想'], ['XPeng', '小鹏'],
      ['Toyota', '丰田'], ['Honda', '本田'], ['Volkswagen', '大众'], ['BMW', '宝马'], ['Mercedes-Benz', '奔驰'],
      ['Audi', '奥迪'], ['Nissan', '日产'], ['Buick', '别克'], ['Ford', '福特'], ['Hyundai', '现代'],
    ]) {
      expect(makes.get(make!), make).toBe(zh);
    }
  });

  it('carries engines from the hand-made lineups', () => {
    const han = vehicleCatalogue().find((v) => v.make === 'BYD' && v.model === 'Han' && v.year === 2022);
    expect(han).toMatchObject({ modelZh: '汉', engine: 'EV, DM-i 1.5T' });
  });

  it('names every model year of every demo fitment, so the demo links are complete', () => {
    const ids = vehicleIdIndex();
    const missing: string[] = [];
    for (const make of VEHICLE_MAKES) {
      for (const model of make.models) {
        for (const gen of model.generations) {
          for (let year = gen.from; year <= gen.to; year++) {
            if (!ids.has(vehicleKey(make.make, model.model, year))) missing.push(`${make.make} ${model.model} ${year}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('hand-made lineups are well formed', () => {
    for (const make of HAND_MAKES) {
      for (const l of make.models) expect(l.from <= l.to && l.from >= 1990 && l.to <= 2030, `${make.make} ${l.model}`).toBe(true);
    }
  });

  it('the committed data stays compact', () => {
    const kb = (f: string) => fs.statSync(path.join(dataDir, f)).size / 1024;
    expect(kb('vpic-vehicles.json')).toBeLessThan(100);
    expect(kb('vpic-vin.json')).toBeLessThan(400);
  });
});
