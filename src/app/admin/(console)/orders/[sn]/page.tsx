import { OrderDetailPage } from '@/features/admin/orders/order-detail-page';

export default async function Order({ params }: { params: Promise<{ sn: string }> }) {
  return <OrderDetailPage sn={(await params).sn} />;
}
