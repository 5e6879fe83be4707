import { QuotePage } from '@/features/admin/inquiries/quote-page';

export default async function InquiryQuote({ params }: { params: Promise<{ id: string }> }) {
  return <QuotePage id={(await params).id} />;
}
