import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';

export default function AdminHome() {
  return <DashboardPage />;
}
