import { CompaniesPage } from '@/features/admin/companies/companies-page';

export default function Companies() {
  return <CompaniesPage />;
}
