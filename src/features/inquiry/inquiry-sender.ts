import { useUserAccount } from '@/client/user-account-store';
import type { InquirySummary } from '@/contracts/inquiries';

/**
 * Who in the company sent an inquiry, for the company's main account (which sees every colleague's
 * inquiries); null for a colleague, who only ever sees their own.
 */
export function useSenderName(): (inquiry: Pick<InquirySummary, 'sender'>) => string | null {
  const owner = useUserAccount().userInfo?.companyRole !== 'buyer';
  return (inquiry) => (owner && inquiry.sender.name ? inquiry.sender.name : null);
}
