import type { CompanyRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AuditActor } from '../../audit/record-audit';
import { changeCompanyStatus } from './change-company-status';

/** disabled → active: its members sign in again, each with the status and seat they had. */
export function enableCompany(db: Db, input: AuditActor & { companyId: number }): Promise<CompanyRow> {
  return changeCompanyStatus(db, { ...input, decision: 'enable' });
}
