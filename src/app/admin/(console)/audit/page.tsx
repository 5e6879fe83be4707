import { AuditPage } from '@/features/admin/audit/audit-page';

export default function Audit() {
  return <AuditPage />;
}
