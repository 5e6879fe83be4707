import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row ?? null;
}
