import { CompanyDetailPage } from '@/features/admin/companies/company-detail-page';

export default async function CompanyDetail({ params }: { params: Promise<{ id: string }> }) {
  return <CompanyDetailPage id={(await params).id} />;
}
