import { OutboxPage } from '@/features/admin/outbox/outbox-page';

export default function Outbox() {
  return <OutboxPage />;
}
