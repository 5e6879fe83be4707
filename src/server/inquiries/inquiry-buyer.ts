import { companies, users } from '../db/schema';
import { maskMobile } from '../security/mask-mobile';

/**
 * The account behind an inquiry, for the operators: company and name, the mobile masked (138****1234).
 * Select it with `inquiries ⋈ users ⋈ companies` (the inquiry's company).
 */
export const buyerColumns = { id: users.id, name: users.name, company: companies.name, mobile: users.mobile };

export const toBuyer = (b: { id: number; name: string; company: string; mobile: string }) => ({
  id: b.id,
  name: b.name,
  company: b.company,
  maskedMobile: maskMobile(b.mobile),
});
