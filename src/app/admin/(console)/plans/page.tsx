import { PlansPage } from '@/features/admin/plans/plans-page';

export default function Plans() {
  return <PlansPage />;
}
