import type { Db } from '../db/types';
import { loadChildCategories, type CategoryIndex } from './catalogue-products';
import { openImportFile, type ImportFormat } from './read-import-file';
import { rowValidator, type RowProblem, type ValidRow } from './validate-import-rows';

/** Rows per transaction: big enough for the one-statement-per-table writes, small enough to resume cheaply. */
export const IMPORT_BATCH = 1000;

export type ImportScan = {
  format: ImportFormat;
  /** Data rows read (all of them, unless the scan stopped at a problem). */
  totalRows: number;
  validRows: number;
  /** The first MAX_LISTED_PROBLEMS problems, in file order, and the count of all. */
  problems: RowProblem[];
  problemCount: number;
  index: CategoryIndex;
};

export type ScanOptions = {
  /**
   * Valid rows in file order, `batchSize` at a time (the last batch shorter). Awaited before the file is
   * read on, so no more than one batch of rows is held.
   */
  onBatch?: (rows: ValidRow[], index: CategoryIndex) => Promise<void>;
  batchSize?: number;
  /** The first this many valid rows are validated but not handed over (a resumed job's committed rows). */
  skipValid?: number;
  /** Stop at the first bad row, dropping the batch it would have joined (a job writes nothing past it). */
  stopAtProblem?: boolean;
};

/**
 * Reads the file once, row by row (type by content), validating each against the catalogue as it is
 * now: memory stays bounded by one batch, the SKUs seen and the listed problems, whatever the file's
 * size (ADR 0050, "Bounded memory").
 */
export async function scanImport(db: Db, bytes: Uint8Array, options: ScanOptions = {}): Promise<ImportScan> {
  const file = await openImportFile(bytes);
  const size = options.batchSize ?? IMPORT_BATCH;
  const skip = options.skipValid ?? 0;
  try {
    const index = await loadChildCategories(db);
    const validator = rowValidator(file.header, new Set(index.byCid.keys()));
    let totalRows = 0;
    let validRows = 0;
    let batch: ValidRow[] = [];
    for await (const read of file.rows) {
      totalRows++;
      const valid = validator.check(read);
      if (!valid) {
        if (options.stopAtProblem) break;
        continue;
      }
      if (++validRows <= skip || !options.onBatch) continue;
      batch.push(valid);
      if (batch.length === size) {
        await options.onBatch(batch, index);
        batch = [];
      }
    }
    const problemCount = validator.problems.count;
    if (batch.length > 0 && options.onBatch && !(options.stopAtProblem && problemCount > 0)) await options.onBatch(batch, index);
    return { format: file.format, totalRows, validRows, problems: validator.problems.listed, problemCount, index };
  } finally {
    await file.close();
  }
}
