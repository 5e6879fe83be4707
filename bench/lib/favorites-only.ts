import path from 'node:path';
import { startApp, waitForFirstAnswer } from './app-process';
import { prepareDataFolder } from './data-folder';
import { ensureBuild } from './ensure-build';
import { LOOPBACK } from './http-get';
import { describeFavorites, measureFavorites, seedFavoritesBuyer } from './measure-favorites';
import type { BenchOptions } from './options';

/**
 * `npm run bench -- --only favorites`: just the favourites-list load, for a change to that path
 * without the whole bench's minutes (and Lighthouse) on a shared machine. Prints one line.
 */
export async function runFavoritesOnly(options: BenchOptions, resultsDir: string, log: (line: string) => void): Promise<void> {
  await ensureBuild(options.build, log);
  await prepareDataFolder({ ...options, logDir: resultsDir }, log);
  await seedFavoritesBuyer(options.dataDir, options.favorites);
  const base = `http://${LOOPBACK}:${options.port}`;
  const app = startApp({ port: options.port, dataDir: options.dataDir, logFile: path.join(resultsDir, 'app.log') });
  try {
    await waitForFirstAnswer(app, `${base}/api/cate`, 60_000);
    const result = await measureFavorites(base, options, log);
    log(`\n${describeFavorites(result)}`);
  } finally {
    await app.stop();
  }
}
