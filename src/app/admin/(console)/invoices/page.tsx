import { InvoicesPage } from '@/features/admin/invoices/invoices-page';

export default function Invoices() {
  return <InvoicesPage />;
}
