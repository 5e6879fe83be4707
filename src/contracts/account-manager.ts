import { z } from 'zod';

/**
 * The staff member (operator or admin) an operator assigned to look after a company: who its members
 * call. Shown to the members only while their plan grants an account manager (docs/decisions/0067).
 */
export const accountManagerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
});
export type AccountManager = z.infer<typeof accountManagerSchema>;
