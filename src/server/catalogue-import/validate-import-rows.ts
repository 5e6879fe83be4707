import type { z } from 'zod';
import { MAX_LISTED_PROBLEMS } from '@/contracts/catalogue-import';
import { productInputSchema, type ProductInput } from '@/contracts/catalogue-admin';
import { DomainError } from '../domain-error';
import { COLUMN_OF_FIELD, IMPORT_COLUMNS, OPTIONAL_COLUMNS, rowToInput, type FlatRow, type ImportColumn } from './import-columns';
import { importCellText } from './import-cell';
import type { ImportReason } from './import-texts';
import type { ReadRow } from './read-import-file';

export type RowProblem = { row: number; column: ImportColumn | null; reason: ImportReason; params?: Record<string, string | number> };
export type ValidRow = { rowNo: number; product: ProductInput };

/** `Title (Chinese) [title_zh]` or `title_zh` → the column's key. */
function headerKey(text: string): ImportColumn | null {
  const key = (/\[([a-z_]+)\]\s*$/.exec(text.trim())?.[1] ?? text.trim().toLowerCase()) as ImportColumn;
  return (IMPORT_COLUMNS as readonly string[]).includes(key) ? key : null;
}

/** Column index of every key; a file without all the required ones is refused as a whole. */
function mapHeader(header: readonly string[]): Map<ImportColumn, number> {
  const map = new Map<ImportColumn, number>();
  header.forEach((text, index) => {
    const key = headerKey(text.replace(/^'/, ''));
    if (key && !map.has(key)) map.set(key, index);
  });
  const missing = IMPORT_COLUMNS.filter((c) => !map.has(c) && !OPTIONAL_COLUMNS.has(c));
  if (missing.length > 0) throw DomainError.field('body', 'importMissingColumns', { columns: missing.join(', ') });
  return map;
}

/** One zod issue as a reason a person reads (the schema's own rules; no second copy of them here). */
function issueReason(issue: z.core.$ZodIssue): { reason: ImportReason; params?: Record<string, string | number> } {
  const item: Record<string, number> = typeof issue.path[1] === 'number' ? { item: issue.path[1] + 1 } : {};
  const listed = (reason: ImportReason, params: Record<string, string | number> = {}) => ({ reason, params: { ...params, ...item } });
  switch (issue.code) {
    case 'invalid_type':
      return listed('required');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return listed('required');
      return listed(issue.origin === 'string' ? 'tooShort' : 'tooSmall', { limit: Number(issue.minimum) });
    case 'too_big':
      return listed(issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' ? 'tooMany' : 'tooBig', { limit: Number(issue.maximum) });
    case 'invalid_value':
      return listed('choice', { choices: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return listed('format');
    case 'custom':
      switch ((issue.params as { apiKey?: string } | undefined)?.apiKey) {
        case 'controlCharacters':
          return listed('controlCharacters');
        case 'memberPriceAboveReference':
          return listed('memberAboveReference');
        case 'priceBreaksClimb':
          return listed('breaksClimb');
      }
      return listed(issue.path[0] === 'fitments' ? 'yearRange' : 'invalid');
    default:
      return listed('invalid');
  }
}

function columnOf(path: readonly PropertyKey[]): ImportColumn | null {
  const [field, , sub] = path;
  if (field === 'prices' && typeof path[1] === 'string') return `price_${path[1].toLowerCase()}` as ImportColumn;
  if (field === 'memberPrices' && typeof path[1] === 'string') return `member_price_${path[1].toLowerCase()}` as ImportColumn;
  void sub;
  return COLUMN_OF_FIELD[String(field)] ?? null;
}

/**
 * The problems found so far: the first MAX_LISTED_PROBLEMS (all the report lists) and how many in all,
 * so a file of bad rows costs no more memory than a good one.
 */
export type ProblemTally = { listed: RowProblem[]; count: number };

function tally(problems: ProblemTally, found: readonly RowProblem[]): void {
  problems.count += found.length;
  for (const p of found) if (problems.listed.length < MAX_LISTED_PROBLEMS) problems.listed.push(p);
}

/** One row's problems (empty when it is valid) and, when valid, the product it is. */
function checkRow(read: ReadRow, columns: ReadonlyMap<ImportColumn, number>, childCids: ReadonlySet<string>, firstRowOfSku: Map<string, number>) {
  const rowProblems: RowProblem[] = [];
  const flat: FlatRow = {};
  for (const [column, index] of columns) {
    const text = read.formulas.includes(index) ? 'formula' : importCellText(read.cells[index] ?? '');
    if (text === 'formula') rowProblems.push({ row: read.rowNo, column, reason: 'formula' });
    else flat[column] = text;
  }
  const { input, problems: cellProblems } = rowToInput(flat);
  for (const p of cellProblems) rowProblems.push({ row: read.rowNo, column: p.column, reason: p.reason, params: p.item ? { item: p.item } : {} });
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    const seen = new Set(rowProblems.map((p) => p.column));
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path);
      // A cell already reported (formula, unreadable number) is not reported twice.
      if (seen.has(column)) continue;
      seen.add(column);
      rowProblems.push({ row: read.rowNo, column, ...issueReason(issue) });
    }
    return { rowProblems, product: null };
  }
  const first = firstRowOfSku.get(parsed.data.skuCode);
  if (first !== undefined) rowProblems.push({ row: read.rowNo, column: 'sku', reason: 'duplicateSku', params: { row: first } });
  else firstRowOfSku.set(parsed.data.skuCode, read.rowNo);
  if (!childCids.has(parsed.data.cid)) rowProblems.push({ row: read.rowNo, column: 'category', reason: 'unknownCategory', params: { code: parsed.data.cid } });
  return { rowProblems, product: rowProblems.length === 0 ? parsed.data : null };
}

/**
 * A validator for the rows of one file, one row at a time: each through productInputSchema, with the
 * problems a file adds (formulas, duplicate SKUs, categories that do not exist). It keeps only the
 * first row of each SKU and the tally of problems, never the rows. `childCids` are the codes of the
 * existing child categories. A header without every column is refused here, before any row.
 */
export function rowValidator(header: readonly string[], childCids: ReadonlySet<string>) {
  const columns = mapHeader(header);
  const firstRowOfSku = new Map<string, number>();
  const problems: ProblemTally = { listed: [], count: 0 };
  return {
    problems,
    /** The row as a product, or null when it has problems (tallied). */
    check(read: ReadRow): ValidRow | null {
      const { rowProblems, product } = checkRow(read, columns, childCids, firstRowOfSku);
      tally(problems, rowProblems);
      return product ? { rowNo: read.rowNo, product } : null;
    },
  };
}
