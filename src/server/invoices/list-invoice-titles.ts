import { asc, desc, eq } from 'drizzle-orm';
import type { InvoiceTitle } from '@/contracts/invoices';
import { invoiceTitles } from '../db/schema';
import type { Db } from '../db/types';
import { invoiceTitleView } from './invoice-views';

/** The buyer's titles: the default first, then newest first. */
export async function listInvoiceTitles(db: Db, input: { companyId: number }): Promise<InvoiceTitle[]> {
  const rows = await db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.companyId, input.companyId))
    .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id), asc(invoiceTitles.name));
  return rows.map(invoiceTitleView);
}
