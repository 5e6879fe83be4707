import { and, eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

/** A colleague (not the owner, not removed) of the company, locked for the transaction; else 404 memberNotFound. */
export async function lockColleague(tx: Db, companyId: number, userId: number): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.companyRole, 'buyer')))
    .for('update');
  if (!user || user.seatState === 'removed') throw new DomainError('notFound', 'memberNotFound');
  return user;
}
