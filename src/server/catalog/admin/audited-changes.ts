import type { AdminProduct } from '@/contracts/catalogue-admin-views';

/** Bookkeeping the audit row need not repeat (it has its own time; images are audited on their own). */
const SKIPPED = new Set<keyof AdminProduct>(['id', 'updatedAt', 'images']);

/**
 * The fields that changed, both sides, for the audit row: a price edit records two numbers, not the
 * whole product. A created product (no before) records every field after.
 */
export function auditedChanges(
  before: AdminProduct | null,
  after: AdminProduct,
): { before: Record<string, unknown> | null; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminProduct)[]) {
    if (SKIPPED.has(key)) continue;
    if (before && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (before) b[key] = before[key];
    a[key] = after[key];
  }
  return { before: before ? b : null, after: a };
}
