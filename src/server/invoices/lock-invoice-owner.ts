import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Serialises one buyer's title changes: "exactly one default" spans rows, so two parallel changes
 * must not both see "no default yet". NO KEY UPDATE leaves rows that reference the user writable.
 */
export async function lockInvoiceOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
