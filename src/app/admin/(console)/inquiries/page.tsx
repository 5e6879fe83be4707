import { InquiriesPage } from '@/features/admin/inquiries/inquiries-page';

export default function Inquiries() {
  return <InquiriesPage />;
}
