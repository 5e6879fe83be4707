import { eq } from 'drizzle-orm';
import type { profileUpdateBodySchema } from '@/contracts/accounts';
import type { z } from 'zod';
import { now } from '../clock';
import { users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { resolveRegion } from './user-region';
import { DomainError } from '../domain-error';

export type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

/**
 * PUT /api/user/profile: only the listed fields of the signed-in user's own row (row 3: the strict
 * schema refuses role/status/level/mobile; the WHERE names the session's user, never a body id).
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: ProfileUpdate,
): Promise<UserRow> {
  const region = resolveRegion(input);
  if (!region) throw DomainError.field('province', 'regionInvalid');
  const [row] = await db
    .update(users)
    .set({
      name: input.name,
      company: input.company,
      position: input.position,
      provinceCode: region.provinceCode,
      cityCode: region.cityCode,
      districtCode: region.districtCode,
      gmvLevelCode: input.gmvLevelCode,
      businessYearCode: input.businessYearCode,
      updatedAt: now(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('profile update: user vanished');
  return row;
}
