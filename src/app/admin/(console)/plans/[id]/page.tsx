import { PlanEditPage } from '@/features/admin/plans/plan-edit-page';

export default async function PlanEdit({ params }: { params: Promise<{ id: string }> }) {
  return <PlanEditPage id={Number((await params).id)} />;
}
