import type { CompanyRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AuditActor } from '../../audit/record-audit';
import { changeCompanyStatus } from './change-company-status';

/** active → disabled, with the operator's reason: nobody in the company can sign in, and every session ends now. */
export function disableCompany(db: Db, input: AuditActor & { companyId: number; reason: string }): Promise<CompanyRow> {
  return changeCompanyStatus(db, { ...input, decision: 'disable' });
}
