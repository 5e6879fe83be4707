import type { Db } from '../db/types';
import { loadChildCategories, type CategoryIndex } from './catalogue-products';
import { readImportFile, type ImportFormat } from './read-import-file';
import { validateImportRows, type Validated } from './validate-import-rows';

export type PreparedImport = Validated & { format: ImportFormat; totalRows: number; index: CategoryIndex };

/** The file read (type by content) and every row validated against the catalogue as it is now. */
export async function prepareImport(db: Db, bytes: Uint8Array): Promise<PreparedImport> {
  const file = await readImportFile(bytes);
  const index = await loadChildCategories(db);
  const validated = validateImportRows(file, new Set(index.byCid.keys()));
  return { ...validated, format: file.format, totalRows: file.rows.length, index };
}
