import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startApp, waitForFirstAnswer } from './app-process';
import { killGroup, onCleanup } from './cleanup';
import { skuFromApi, skuFromDataFolder } from './find-sku';
import { LOOPBACK } from './http-get';

const MARKER = 'bench-seed.json';

type Marker = { products: number; sku: string | null; seededAt: string; seedSeconds: number };

export type DataFolderState = { reused: boolean; seedSeconds: number; sku: string | null };

function readMarker(dataDir: string): Marker | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, MARKER), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

/** Written once the catalogue is complete: a folder without it is half-seeded and gets wiped. */
function writeMarker(dataDir: string, marker: Omit<Marker, 'seededAt'>): void {
  const full: Marker = { ...marker, seededAt: new Date().toISOString() };
  fs.writeFileSync(path.join(dataDir, MARKER), `${JSON.stringify(full, null, 2)}\n`);
}

/** Only ever deletes a folder the bench made: one with its marker, or one inside bench/. */
function wipe(dataDir: string): void {
  const abs = path.resolve(dataDir);
  const insideBench = abs.startsWith(path.resolve('bench') + path.sep);
  const empty = !fs.existsSync(abs) || fs.readdirSync(abs).length === 0;
  if (!empty && !insideBench && !fs.existsSync(path.join(abs, MARKER))) {
    throw new Error(`${abs} is not a bench data folder (no ${MARKER}); refusing to delete it`);
  }
  fs.rmSync(abs, { recursive: true, force: true });
}

/** Above this the data helper's `db:seed` script loads the catalogue: it shows progress, the app's boot does not. */
const SCRIPT_SEED_ABOVE = 50_000;

async function seedWithScript(dataDir: string, products: number, log: (line: string) => void): Promise<void> {
  log(
    `Seeding ${products.toLocaleString('en')} demo products into ${dataDir} with scripts/db-seed.ts (this takes a while)…`,
  );
  const child = spawn(
    path.resolve('node_modules/.bin/tsx'),
    ['scripts/db-seed.ts', '--products', String(products)],
    {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, DATA_DIR: path.resolve(dataDir), DATABASE_URL: '' },
    },
  );
  const forget = onCleanup(() => killGroup(child.pid, 'SIGKILL'));
  const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 10 * 60_000 + products * 5);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (c) => resolve(c));
  });
  clearTimeout(timer);
  forget();
  if (code !== 0) throw new Error(`scripts/db-seed.ts failed (exit ${code})`);
}

/**
 * A data folder holding the demo catalogue of the requested size. The first start on an empty
 * folder seeds it (the app migrates and seeds on boot); later benches reuse it, since the measured
 * start is the one "from an existing data folder".
 */
export async function prepareDataFolder(
  options: { dataDir: string; products: number; port: number; reseed: boolean; logDir: string },
  log: (line: string) => void,
): Promise<DataFolderState> {
  const marker = readMarker(options.dataDir);
  if (marker && marker.products === options.products && !options.reseed) {
    const sku = marker.sku ?? (await skuFromDataFolder(options.dataDir));
    return { reused: true, seedSeconds: marker.seedSeconds, sku };
  }
  wipe(options.dataDir);
  if (options.products > SCRIPT_SEED_ABOVE) {
    const started = performance.now();
    await seedWithScript(options.dataDir, options.products, log);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    const sku = await skuFromDataFolder(options.dataDir);
    writeMarker(options.dataDir, { products: options.products, sku, seedSeconds });
    return { reused: false, seedSeconds, sku };
  }
  log(
    `Seeding ${options.products.toLocaleString('en')} demo products into ${options.dataDir} (first start)…`,
  );
  const app = startApp({
    port: options.port,
    dataDir: options.dataDir,
    logFile: path.join(options.logDir, 'app-seed.log'),
    env: { SEED_PRODUCTS: String(options.products), SEED_DISABLED: '' },
  });
  try {
    // Seeding speed is the data helper's business: allow ~2 ms a product on top of two minutes.
    const first = await waitForFirstAnswer(
      app,
      `http://${LOOPBACK}:${options.port}/api/cate`,
      120_000 + options.products * 2,
    );
    const seedSeconds = Math.round(first.ms / 100) / 10;
    const sku = await skuFromApi(`http://${LOOPBACK}:${options.port}`);
    await app.stop();
    const found = sku ?? (await skuFromDataFolder(options.dataDir));
    writeMarker(options.dataDir, { products: options.products, sku: found, seedSeconds });
    log(`  seeded in ${seedSeconds} s`);
    return { reused: false, seedSeconds, sku: found };
  } finally {
    await app.stop();
  }
}
