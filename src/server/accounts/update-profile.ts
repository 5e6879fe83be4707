import { eq } from 'drizzle-orm';
import type { profileUpdateBodySchema } from '@/contracts/accounts';
import type { z } from 'zod';
import { now } from '../clock';
import { companies, users } from '../db/schema';
import type { Db } from '../db/types';
import { userWithCompany, type UserWithCompany } from '../companies/company-of-user';
import { resolveRegion } from './user-region';
import { DomainError } from '../domain-error';

export type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

/**
 * PUT /api/user/profile: the person's own fields (name, position) and — for the company's owner — the
 * company's (name, region, bands). A colleague sends the company's fields as they are; a change to
 * them is refused, naming the field, and nothing is saved. The strict schema refuses role, status,
 * level and mobile; the WHERE names the session's user and company, never a body id.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<UserWithCompany> {
  const region = resolveRegion(input);
  if (!region) throw DomainError.field('province', 'regionInvalid');
  const at = now();
  return db.transaction(async (tx) => {
    const current = await userWithCompany(tx, userId);
    if (!current) throw new Error('profile update: user vanished');
    const company = current.company;
    if (company && current.user.companyRole !== 'owner') {
      const changed =
        input.company !== company.name
          ? 'company'
          : region.provinceCode !== company.provinceCode ||
              region.cityCode !== company.cityCode ||
              region.districtCode !== company.districtCode
            ? 'province'
            : input.gmvLevelCode !== company.gmvLevelCode
              ? 'gmvLevelCode'
              : input.businessYearCode !== company.businessYearCode
                ? 'businessYearCode'
                : null;
      if (changed) throw DomainError.field(changed, 'companyOwnerOnly');
    }
    const [user] = await tx
      .update(users)
      .set({ name: input.name, position: input.position, updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new Error('profile update: user vanished');
    if (!company || current.user.companyRole !== 'owner') return { user, company };
    const [saved] = await tx
      .update(companies)
      .set({
        name: input.company,
        provinceCode: region.provinceCode,
        cityCode: region.cityCode,
        districtCode: region.districtCode,
        gmvLevelCode: input.gmvLevelCode,
        businessYearCode: input.businessYearCode,
        updatedAt: at,
      })
      .where(eq(companies.id, company.id))
      .returning();
    return { user, company: saved ?? company };
  });
}
