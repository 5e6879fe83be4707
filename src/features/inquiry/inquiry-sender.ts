import { useUserAccount } from '@/client/user-account-store';

/**
 * Who in the company sent an inquiry, for the company's main account (which sees every colleague's
 * inquiries); null for a colleague, who only ever sees their own, and for an answer without a sender.
 */
export function useSenderName(): (inquiry: object) => string | null {
  const owner = useUserAccount().userInfo?.companyRole !== 'buyer';
  return (inquiry) => {
    if (!owner) return null;
    const sender = (inquiry as { sender?: { name?: unknown } | null }).sender;
    return sender && typeof sender.name === 'string' && sender.name ? sender.name : null;
  };
}
