import { eq } from 'drizzle-orm';
import { companies } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Serialises one company's title changes: "exactly one default" spans rows, so two parallel changes
 * must not both see "no default yet". NO KEY UPDATE leaves rows that reference the company writable.
 */
export async function lockInvoiceOwner(tx: Db, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}
