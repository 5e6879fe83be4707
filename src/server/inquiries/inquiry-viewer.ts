import { and, eq, type SQL } from 'drizzle-orm';
import { inquiries } from '../db/schema';

/**
 * Who reads or acts on a company's inquiries. The owner speaks for the whole company; a colleague
 * only for what they sent (a purchaser's prices are not the counter clerk's business). Another
 * company's inquiry is outside every viewer's scope and reads like one that does not exist.
 */
export type InquiryViewer = { userId: number; companyId: number; wholeCompany: boolean };

export function inquiryViewer(user: { id: number; companyRole: string | null }, company: { id: number }): InquiryViewer {
  return { userId: user.id, companyId: company.id, wholeCompany: user.companyRole === 'owner' };
}

/** The WHERE that keeps a viewer to their company's inquiries (and, for a colleague, their own). */
export function viewerScope(viewer: InquiryViewer): SQL {
  const company = eq(inquiries.companyId, viewer.companyId);
  return viewer.wholeCompany ? company : (and(company, eq(inquiries.userId, viewer.userId)) as SQL);
}
