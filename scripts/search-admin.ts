/**
 * Search maintenance (ADR 0031):
 *
 *   npm run search:admin -- import-xrefs <file.csv>   interchange numbers, header sku,brand,number
 *   npm run search:admin -- reindex                    re-segment every product (after the dictionary
 *                                                      or the synonyms changed)
 *
 * Opens the database itself (DATABASE_URL, or the PGlite data folder while no server holds it).
 * Exit codes: 0 done; 1 some rows refused; 2 usage; 3 the database could not be opened.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb } from '../src/server/db/client';
import { dbConfigFromEnv } from '../src/server/db/config-from-env';
import { applyMigrations } from '../src/server/db/migrate';
import { importCrossReferences } from '../src/server/search/import-cross-references';
import { markAllSearchTermsStale, refreshSearchTerms } from '../src/server/search/refresh-search-terms';

const USAGE = 'Usage: npm run search:admin -- import-xrefs <file.csv> | reindex';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [command, file] = positionals;
  if (!(command === 'import-xrefs' && file) && command !== 'reindex') {
    console.error(USAGE);
    return 2;
  }
  let handle;
  try {
    handle = await openDb(dbConfigFromEnv());
  } catch (err) {
    console.error(`Could not open the database (is the server running on this data folder?): ${(err as Error).message}`);
    return 3;
  }
  try {
    await handle.withMaintenanceLock(async (db) => applyMigrations(db, handle.driver));
    if (command === 'reindex') {
      await markAllSearchTermsStale(handle.db);
      const done = await refreshSearchTerms(handle.db);
      console.log(`Re-segmented ${done} products.`);
      return 0;
    }
    const report = await importCrossReferences(handle.db, fs.readFileSync(file!, 'utf8'));
    console.log(`Imported ${report.imported} cross-references (${report.duplicates} already known).`);
    for (const p of report.problems.slice(0, 50)) console.log(`  line ${p.line}: ${p.reason}`);
    if (report.problems.length > 50) console.log(`  … and ${report.problems.length - 50} more`);
    return report.problems.length ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(3);
  },
);
