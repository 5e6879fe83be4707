import { UserDetailPage } from '@/features/admin/users/user-detail-page';

export default async function UserDetail({ params }: { params: Promise<{ id: string }> }) {
  return <UserDetailPage id={(await params).id} />;
}
