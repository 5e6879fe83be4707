import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Serialises one buyer's basket changes (the line cap is a count, so two parallel adds must not both
 * pass it). NO KEY UPDATE: rows elsewhere that reference the user (sessions…) can still be written.
 */
export async function lockBuyer(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
